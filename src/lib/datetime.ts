/** Dates and times in the user's time zone, in the app's language (Intl, cached per language and style). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: "dateTime" | "date" | "utcDate"): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    // One style on every page: the language's medium date ("Nov 21, 2026", "2026年11月21日") and short time.
    const options: Intl.DateTimeFormatOptions =
      style === "dateTime" ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" };
    if (style === "utcDate") options.timeZone = "UTC";
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** Epoch milliseconds as a local date and time ("Nov 21, 2026, 8:15 PM" in en). */
export function formatDateTime(ms: number, locale: string): string {
  return formatter(locale, "dateTime").format(ms);
}

/** Epoch milliseconds as a local date. */
export function formatDate(ms: number, locale: string): string {
  return formatter(locale, "date").format(ms);
}

/** A calendar day the server names in UTC ("2026-11-21") in the language's date format; the text as is if unparsable. */
export function formatDay(day: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return formatter(locale, "utcDate").format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}
