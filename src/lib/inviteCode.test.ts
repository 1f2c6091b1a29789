import { describe, expect, it } from "vitest";
import { INVITE_CODE_MAX, isInviteCode } from "./inviteCode";

describe("isInviteCode", () => {
  it("takes letters and digits up to 32, trimmed", () => {
    expect(isInviteCode("HOLDER")).toBe(true);
    expect(isInviteCode(" ab12 ")).toBe(true);
    expect(isInviteCode("Z".repeat(INVITE_CODE_MAX))).toBe(true);
  });

  it.each(["", "   ", "Z".repeat(INVITE_CODE_MAX + 1), "HOLD-ER", "HOL DER", "HÖLDER", "邀请码", "<script>"])(
    "refuses %j",
    (code) => expect(isInviteCode(code)).toBe(false),
  );
});
