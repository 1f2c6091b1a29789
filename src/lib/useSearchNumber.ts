import { useSearch } from "@tanstack/react-router";

/** A whole-number search parameter of the current route (`?id=12`), or null when it is missing or malformed. */
export function useSearchNumber(name: string): number | null {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const value = search[name];
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\d{1,15}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}
