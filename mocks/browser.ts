import { setupWorker } from "msw/browser";
import { CHAIN_RPC_URL } from "../src/config";
import { mockChainHandlers, getMockChain } from "./chain/handlers";
import { handlers } from "./routes";
import { seedAdmin, seedHistory, seedPersonas, type PersonaSeed } from "./seed";
import { connectChain } from "./services/nftChain";

const GAS_MONEY = 10n ** 18n; // 1 BNB on the mock chain, so demo personas can pay for their own transactions

/**
 * Starts answering /api in the service worker. Demo mode also answers /rpc from the mock chain and seeds the
 * personas; chain mode reads and mints on the Hardhat node. Resolves once requests are caught.
 */
export async function startMockBackend(personas: PersonaSeed[], demo: boolean): Promise<void> {
  if (demo) {
    const chain = getMockChain();
    connectChain(chain);
    for (const p of personas)
      if ((await chain.getBalance(p.address)) === 0n) await chain.setBalance(p.address, GAS_MONEY);
    const created = await seedPersonas(personas);
    const historyKey = personas.find((p) => p.id === "history")?.privateKey;
    if (created.history && historyKey) await seedHistory(created.history, historyKey);
    if (created.admin) await seedAdmin(created.admin);
  } else {
    connectChain(CHAIN_RPC_URL);
  }
  const worker = setupWorker(...handlers, ...(demo ? mockChainHandlers() : []));
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
