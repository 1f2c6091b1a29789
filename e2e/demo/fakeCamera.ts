import { tmpdir } from "node:os";
import { join } from "node:path";

/** The address the fake camera's code carries (e2e/demo/withdraw-scan.spec.ts scans it). */
export const SCANNED_ADDRESS = "0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67";
/** The code the video shows first: readable, but no address. */
export const NO_ADDRESS = "Holder: scan a wallet address, not this";

/**
 * The fake camera's video: 6 s of a code without an address (time for the reader to load on a busy machine), then
 * 4 s of an ethereum: link, looping. Each capture plays the file from its start, so a scan meets the code without
 * an address first. Written by the demo run's global set-up; a new content takes a new name.
 */
export const FAKE_CAMERA_VIDEO = join(tmpdir(), "holder-withdraw-scan-v2.y4m");

/** Chromium's flags for a camera that films that video when a page opens it. */
export const fakeCameraArgs = [
  "--use-fake-device-for-media-stream",
  `--use-file-for-fake-video-capture=${FAKE_CAMERA_VIDEO}`,
];
