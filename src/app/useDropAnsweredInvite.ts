import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { ui } from "../state/ui";

/**
 * Once the invite code of the link was answered (bound, rejected, or refused as already bound), the address bar
 * loses it, replacing the history entry: a reload, Back or a copied address does not ask again.
 */
export function useDropAnsweredInvite(): void {
  const router = useRouter();
  const { inviteHandled } = useSnapshot(ui);
  useEffect(() => {
    if (!inviteHandled) return;
    ui.inviteHandled = false;
    const { pathname, search } = router.state.location;
    if (!("invite_code" in search)) return;
    const rest: Record<string, unknown> = { ...search };
    delete rest.invite_code;
    void router.navigate({ to: pathname, search: rest, replace: true });
  }, [inviteHandled, router]);
}
