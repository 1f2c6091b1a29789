import type { BillEntry } from "../../api/wire";

/** What the file's header row and translated cells say, in the user's language. */
export interface BillCsvTexts {
  headers: [
    time: string,
    coin: string,
    direction: string,
    type: string,
    amount: string,
    after: string,
    ref: string,
  ];
  coin: (entry: BillEntry) => string;
  direction: (entry: BillEntry) => string;
  type: (entry: BillEntry) => string;
}

/** The byte-order mark: without it Excel reads a UTF-8 file as the system's code page and garbles non-Latin headers. */
export const BOM = "\uFEFF";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * A moment as ISO 8601 in the user's time zone with its offset ("2026-11-27T14:03:05+08:00"): the wall time the app
 * showed, and still one exact instant for a spreadsheet or a script.
 */
export function isoWithOffset(ms: number): string {
  const d = new Date(ms);
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const abs = Math.abs(offset);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/**
 * One cell (RFC 4180): quoted when it holds a separator, a quote or a line break. A text cell that a spreadsheet
 * would run as a formula (=, +, -, @ first) gets a leading apostrophe; numbers are left as they are.
 */
export function csvCell(value: string, kind: "text" | "number" = "text"): string {
  const safe = kind === "text" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The bill as CSV: a header row in the user's language, then one line per entry. Amounts are the API's plain
 * decimals with a dot (no grouping, no language's comma), so every spreadsheet reads them as numbers.
 */
export function billCsv(entries: readonly BillEntry[], texts: BillCsvTexts): string {
  const lines = [texts.headers.map((h) => csvCell(h)).join(",")];
  for (const e of entries)
    lines.push(
      [
        csvCell(isoWithOffset(e.created_at)),
        csvCell(texts.coin(e)),
        csvCell(texts.direction(e)),
        csvCell(texts.type(e)),
        csvCell(e.amount, "number"),
        csvCell(e.balance_after, "number"),
        csvCell(e.ref),
      ].join(","),
    );
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
