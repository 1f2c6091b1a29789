/** The longest invite code the API takes: far above the six characters it hands out, short enough to store. */
export const INVITE_CODE_MAX = 32;

/** An invite code can only be letters and digits, at most INVITE_CODE_MAX of them (after trimming). */
export function isInviteCode(text: string): boolean {
  const code = text.trim();
  return code.length > 0 && code.length <= INVITE_CODE_MAX && /^[A-Za-z0-9]+$/.test(code);
}
