/** Moved to src/lib/decimal.ts (shared by every feature); kept so older imports keep working. */
export * from "../../lib/decimal";
