/**
 * When the check-in day turns, as the user reads it. The day is the UTC day
 * (docs/business-rules-checkin-market.md#daily-check-in), so "12:00 AM" on the user's clock would be right only in
 * UTC and ambiguous even there: the page names the local time of 00:00 UTC in 24-hour form ("08:00" in Beijing,
 * "19:00" in New York) and whether that falls later today or tomorrow (docs/decisions/0043-lists-that-move.md).
 */
export interface DayTurn {
  /** The local time of the next 00:00 UTC, 24-hour, in the language's digits and separator. */
  time: string;
  /** Whether it falls on the local day after `now`'s (otherwise later the same local day). */
  tomorrow: boolean;
}

const formats = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formatsFor(locale: string, timeZone: string | undefined) {
  const key = `${locale}|${timeZone ?? ""}`;
  let f = formats.get(key);
  if (!f) {
    f = {
      time: new Intl.DateTimeFormat(locale, {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone,
      }),
      // A fixed numeric form: only compared, never shown.
      day: new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }),
    };
    formats.set(key, f);
  }
  return f;
}

/**
 * `nextOpenAt` (the next 00:00 UTC) seen from `now`, both on the backend's clock (so a moved demo clock still reads
 * "tomorrow"), in the user's time zone unless `timeZone` names another.
 */
export function dayTurn(nextOpenAt: number, now: number, locale: string, timeZone?: string): DayTurn {
  const f = formatsFor(locale, timeZone);
  return { time: f.time.format(nextOpenAt), tomorrow: f.day.format(nextOpenAt) !== f.day.format(now) };
}
