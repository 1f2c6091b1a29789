import { useFormat } from "../lib/useFormat";

/** A moment in the one date style of the app (the language's medium date and short time), machine-readable too. */
export function DateTime({ ms, className }: { ms: number; className?: string }) {
  const f = useFormat();
  return (
    <time dateTime={new Date(ms).toISOString()} className={className}>
      {f.dateTime(ms)}
    </time>
  );
}
