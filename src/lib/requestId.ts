/** A request id for an idempotent submit (8–64 of [A-Za-z0-9_-]): create one per confirmation, reuse it on retry. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
