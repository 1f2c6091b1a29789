import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import type { Change } from "./changes";

/** What a page adds to its change: what follows success or failure, and `meta` (src/api/sayFailure.ts). */
export type ChangeOptions<TVariables, TData> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  "onSuccess" | "onError" | "meta"
>;

/**
 * A mutation that makes `change` (src/api/changes.ts): once it settles, what it touched is refreshed wherever it is
 * shown. A failure is said by the mutation cache (src/api/queryClient.ts) before `onError` runs: a page reacts to it
 * (closes a dialog, reloads) and never says it again. `onSuccess` and `onError` given here run even when the page has
 * closed meanwhile; those given to `mutate` only while it is open.
 */
export function useChange<TVariables, TData>(
  change: Change,
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: ChangeOptions<TVariables, TData> = {},
) {
  return useMutation({ ...options, mutationKey: [change], mutationFn });
}
