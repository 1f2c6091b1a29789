/**
 * JSON.parse turns every number into a float, silently rounding 9007199254740993 to …992 and 0.1000000000000000001
 * to 0.1. A request must never be read as something other than what was sent, so the raw text is checked first:
 * each number token (outside strings) must be within ±(2^53 − 1) and exactly what its float prints back.
 */

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// A whole JSON string, escapes included, in one step (the "unrolled loop" form stays linear on long strings).
const STRING = /"[^"\\]*(?:\\.[^"\\]*)*"/y;

/** A decimal's value as sign, significant digits and power of ten, so "1.50", "15e-1" and "1.5" compare equal. */
function decimalValue(token: string): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(token);
  if (!match) return token;
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  let digits = `${whole}${fraction}`.replace(/^0+/, "");
  let power = Number(exponent) - fraction.length;
  if (!digits) return "0";
  const trailing = digits.length - digits.replace(/0+$/, "").length;
  digits = digits.slice(0, digits.length - trailing);
  power += trailing;
  return `${sign}${digits}e${power}`;
}

/** Whether a JSON number token reads back exactly as sent, and within the safe-integer range. */
export function isExactNumber(token: string): boolean {
  const value = Number(token);
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return false;
  return decimalValue(token) === decimalValue(String(value));
}

/** True when some number in the JSON text would not be read exactly (see above). Expects text JSON.parse took. */
export function hasInexactNumber(text: string): boolean {
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      STRING.lastIndex = i;
      if (!STRING.exec(text)) return false;
      i = STRING.lastIndex;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)?.[0];
      if (!token) return false;
      if (!isExactNumber(token)) return true;
      i += token.length;
    } else {
      i++;
    }
  }
  return false;
}
