import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { isLoggedIn } from "../state/session";
import { closeSheet } from "../state/ui";
import { ensureUser } from "../wallet/account";
import { connectWallet } from "../wallet/signIn";

/** Where a visitor was going: a page of the app ("/recharge"), or an action such as opening the wallet panel. */
export type Destination = { to: string } | { run: () => void };

/**
 * A visitor's tap on an entry that needs a wallet: the connect flow (as the header's "Connect wallet"), then on to
 * where they were going (docs/decisions/0044-ways-in.md). A page waits in the address, in the `redirect` parameter
 * of home that src/app/returnTo.ts reads after sign-in, so home says where connecting leads, a cancelled connect
 * still remembers it, and the no-wallet sheet's deep links carry it into a wallet app. An action runs once signed in.
 *
 * A returning user whose stored session is still loading its user (the header already shows the address) is no
 * visitor: a tap in that moment waits for the load and goes on, instead of asking the wallet for a new signature.
 */
export function useSignInFirst(): (where: Destination) => Promise<void> {
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(
    async (where: Destination) => {
      await ensureUser();
      if (isLoggedIn()) {
        if ("run" in where) where.run();
        else await router.navigate({ href: where.to });
        return;
      }
      closeSheet();
      const { pathname, search } = router.state.location;
      // The invite code of the link stays: a navigation without it forgets it (docs/product.md#before-each-navigation).
      const invite = (search as { invite_code?: unknown }).invite_code;
      await navigate({
        to: "/home",
        search: {
          ...(invite !== undefined && invite !== null && invite !== ""
            ? { invite_code: String(invite) }
            : {}),
          ...("to" in where ? { redirect: where.to } : {}),
        },
        replace: pathname === "/home",
      });
      const signedIn = await connectWallet();
      if (signedIn && "run" in where) where.run();
    },
    [navigate, router],
  );
}
