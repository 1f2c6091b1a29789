import { setupWorker } from "msw/browser";
import { CHAIN_RPC_URL } from "../src/config";
import type { MockChain } from "./chain/chain";
import { mockChainHandlers, getMockChain } from "./chain/handlers";
import { db } from "./db";
import { demoHandlers, handlers } from "./routes";
import { seedAdmin, seedHistory, seedPersonas, type PersonaSeed } from "./seed";
import { connectChain } from "./services/nftChain";

const GAS_MONEY = 10n ** 18n; // 1 BNB on the mock chain, so demo personas can pay for their own transactions

/** Set once the personas' history is complete; names the personas it was seeded for. */
const SEEDED_KEY = "demo_seeded";

/**
 * First start (or a first start cut short by a reload): the demo store and the mock chain start over and the
 * personas' history is written in full, so a half-written history never stays behind.
 */
async function seedDemo(personas: PersonaSeed[], chain: MockChain): Promise<void> {
  const mark = personas.map((p) => p.address.toLowerCase()).join(",");
  if (localStorage.getItem(SEEDED_KEY) === mark) return;
  await db.delete();
  await db.open();
  await chain.reset();
  for (const p of personas) await chain.setBalance(p.address, GAS_MONEY);
  const created = await seedPersonas(personas);
  const historyKey = personas.find((p) => p.id === "history")?.privateKey;
  if (created.history && historyKey) await seedHistory(created.history, historyKey);
  if (created.admin) await seedAdmin(created.admin);
  localStorage.setItem(SEEDED_KEY, mark);
}

/**
 * Starts answering /api in the service worker. Demo mode also answers /rpc from the mock chain and seeds the
 * personas; chain mode reads and mints on the Hardhat node. Resolves once requests are caught.
 */
export async function startMockBackend(personas: PersonaSeed[], demo: boolean): Promise<void> {
  // Opened now rather than at the first request, so a browser without IndexedDB fails at start with a clear page.
  await db.open();
  if (demo) {
    const chain = getMockChain();
    connectChain(chain);
    await seedDemo(personas, chain);
  } else {
    connectChain(CHAIN_RPC_URL);
  }
  const worker = setupWorker(...handlers, ...demoHandlers, ...(demo ? mockChainHandlers() : []));
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
