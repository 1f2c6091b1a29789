import i18next from "i18next";
import { toast } from "../state/ui";
import { ApiError } from "./client";

/**
 * What a query or mutation tells the query cache about its failures (`meta`, src/api/queryClient.ts). With
 * `refusalShownByPage` the page says the server's refusal next to what was asked (the admin's lookup, a detail page's
 * missing record): no toast repeats it. A failure of the network or the server is still a toast.
 */
export interface FailureMeta extends Record<string, unknown> {
  refusalShownByPage?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/**
 * The toast that says `error` (docs/product.md#errors), or null when there is nothing to say: not an API failure (a
 * bug is the page's and the error reports'), a quiet one (the caller gave up, a money move is asked again, a
 * best-effort call), or a refusal its page shows itself. An end of session is said everywhere.
 */
export function failureText(error: unknown, meta?: FailureMeta): string | null {
  if (!(error instanceof ApiError) || error.quiet) return null;
  if (error.kind === "business" && meta?.refusalShownByPage && !error.endsSession) return null;
  return error.message || i18next.t("error.system");
}

/**
 * Says a failed call once, as a toast. The query cache and the mutation cache call it for everything that goes
 * through TanStack Query; a call made outside it (sign-in, loading the user, the bill's export) calls it where it
 * catches the failure.
 */
export function sayFailure(error: unknown, meta?: FailureMeta): void {
  const text = failureText(error, meta);
  if (text) toast(text);
}
