import { existsSync, renameSync, writeFileSync } from "node:fs";
import { qrY4m } from "../fixtures/qrImages";
import { FAKE_CAMERA_VIDEO, NO_ADDRESS, SCANNED_ADDRESS } from "./fakeCamera";

/** Writes the fake camera's video once per machine (the same bytes every time), renamed into place whole. */
export default function globalSetup(): void {
  if (existsSync(FAKE_CAMERA_VIDEO)) return;
  const part = `${FAKE_CAMERA_VIDEO}.${process.pid}`;
  writeFileSync(
    part,
    qrY4m([
      [NO_ADDRESS, 6],
      [`ethereum:${SCANNED_ADDRESS}@56`, 4],
    ]),
  );
  renameSync(part, FAKE_CAMERA_VIDEO);
}
