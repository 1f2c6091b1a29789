import { useMutation } from "@tanstack/react-query";
import type { Change } from "./changes";

/**
 * A mutation that makes `change` (src/api/changes.ts): once it settles, what it touched is refreshed wherever it is
 * shown. Pages await `mutateAsync`; a refusal has been shown to the user by the API client when it rejects.
 */
export function useChange<TVariables, TData>(
  change: Change,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  return useMutation({ mutationKey: [change], mutationFn });
}
