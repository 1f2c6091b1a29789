import { getResponse, type RequestHandler } from "msw";
import { ErrorCode } from "../../../src/api/wire";
import { CHAIN_ID, CHAIN_RPC_URL } from "../../../src/config";
import { getMockChain, mockChainHandlers } from "../../chain/handlers";
import { clock } from "../../clock";
import { db } from "../../db/holderDb";
import { loadServerMessages } from "../../messages";
import { demoHandlers, handlers } from "../../routes";
import { envelopeAnswer } from "../http/answer";
import { connectChain } from "../../services/nftChain";
import { seedDemo, wipeDemo } from "./seedDemo";

const CLOCK = "clock";

/**
 * Chain mode: the node the emulated backend reads and mints on. A real backend has its own node, apart from the ones
 * the app reads (VITE_CHAIN_RPC_URL); VITE_BACKEND_RPC_URL lets the chain suite fail the app's nodes without failing
 * the backend's. Unset, the app's first node.
 */
const BACKEND_RPC_URL = import.meta.env.VITE_BACKEND_RPC_URL || CHAIN_RPC_URL;

export interface BackendOptions {
  /** Demo: the mock chain answers `/rpc` and the personas are seeded. Chain: the Hardhat node at CHAIN_RPC_URL. */
  demo: boolean;
}

export interface Backend {
  /** The backend's answer; `fallback`: a request it does not handle goes to the precache, then the network. */
  answer(request: Request, fallback: boolean): Promise<Response>;
  /** Resolves once the store is open (and, in the demo, seeded). */
  started(): Promise<void>;
  /** Demo only: the store, the mock chain and the clock start over with freshly seeded personas. */
  reset(): Promise<void>;
}

/**
 * The emulated backend inside the service worker: the documented API, the demo calls and (demo) the mock chain's
 * JSON-RPC, answered by the same MSW handlers the Node tests and `npm run api` use. Every tab of the app talks to
 * this one backend. It starts on the first request or message and answers only once the store is open and seeded.
 */
export function createBackend(options: BackendOptions): Backend {
  const all: RequestHandler[] = [...handlers, ...demoHandlers, ...(options.demo ? mockChainHandlers() : [])];
  let ready: Promise<void> | null = null;

  async function start(): Promise<void> {
    await db.open();
    const stored = await db.meta.get(CLOCK);
    clock.restore(Number(stored?.value ?? 0), (offsetMs) => {
      db.meta.put({ name: CLOCK, value: offsetMs }).catch(() => undefined);
    });
    if (options.demo) {
      const chain = getMockChain();
      connectChain(chain);
      await seedDemo(chain);
    } else {
      connectChain(BACKEND_RPC_URL, undefined, CHAIN_ID);
    }
  }

  function started(): Promise<void> {
    // A failed start (no IndexedDB) is tried again by the next request rather than remembered forever.
    ready ??= start().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  }

  async function answer(request: Request, fallback: boolean): Promise<Response> {
    await started();
    const lang = request.headers.get("Accept-Language");
    await loadServerMessages(lang);
    const response = await getResponse(all, request);
    if (response && response.headers.get("x-msw-intention") !== "passthrough") return response;
    // Not the backend's (the demo's own artwork under /ipfs): the precache or the network answers.
    if (fallback) return (await caches.match(request, { ignoreSearch: true })) ?? fetch(request);
    return envelopeAnswer(404, ErrorCode.routeNotFound, "notFound", lang);
  }

  async function reset(): Promise<void> {
    if (!options.demo) throw new Error("only the demo can be reset");
    await started();
    const chain = getMockChain();
    await wipeDemo(chain);
    await seedDemo(chain);
  }

  return { answer, started, reset };
}
