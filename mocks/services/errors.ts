import { ErrorCode } from "../../src/api/wire";

type Code = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A refusal by the rules: answered as `{ code, message }` with the message key translated by the handler. */
export class ServiceError extends Error {
  constructor(
    readonly code: Code,
    readonly key: string,
    readonly vars: Record<string, string> = {},
  ) {
    super(key);
    this.name = "ServiceError";
  }
}
