import type { Body } from "../../src/api/contract";

/**
 * The request bodies the app sends (src/api/*), typed by the client types generated from docs/openapi.yaml: the
 * suite tries what the app really sends, not only the smallest request the document allows.
 */
export const appBody = {
  /** src/api/auth.ts: the signature with the message it signed. */
  signIn: (signature: string, message: string): Body<"/api/public/auth/{address}", "post"> => ({
    signature,
    message,
  }),
  withdraw: (body: Body<"/api/exchange/withdraw", "post">) => body,
  exchange: (body: Body<"/api/exchange/exchange", "post">) => body,
  adjustBalance: (body: Body<"/api/admin/balance", "post">) => body,
  /** src/api/node.ts: the request id wrapped in `params`. */
  buyNode: (request_id: string): Body<"/api/node/buy/{type}", "post"> => ({ params: { request_id } }),
  /** src/api/mint.ts. */
  mint: (request_id: string): Body<"/api/n_f_t/mint", "post"> => ({ params: { request_id } }),
};
