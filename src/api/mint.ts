import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { keys } from "./queryKeys";
import { pageParams } from "./pageParams";
import type { CursorQuery, CursorPage, MintInfo, MintRecord } from "./wire";

/** Minting (docs/product.md#api-calls), charged in USDT; `uri` is an IPFS content path for the gateway base. */

export function getMintInfo(): Promise<MintInfo> {
  return api.get("/api/n_f_t/mint/info");
}

export const mintInfoQuery = queryOptions({ queryKey: keys.mintInfo, queryFn: getMintInfo });

/**
 * Mints the collection's next artwork. `requestId` makes a retried submit count once; an answer that does not come
 * rejects with kind "timeout" (src/api/useMoneyMove.ts asks again).
 */
export function mintNft(requestId: string): Promise<MintRecord> {
  return api.post("/api/n_f_t/mint", { params: { request_id: requestId } }, undefined, { idempotent: true });
}

/**
 * Mints the user's own picture: `image` is a `data:image/…;base64,…` URL (FileReader.readAsDataURL) of a PNG, JPEG,
 * WebP or GIF of at most `MintInfo.max_upload_bytes`.
 */
export function mintByUpload(image: string, requestId: string): Promise<MintRecord> {
  return api.post("/api/n_f_t/mintByUpload", { params: { image, request_id: requestId } }, undefined, {
    idempotent: true,
  });
}

/** The caller's mints, newest first. */
export function getMintRecords(query: CursorQuery = {}): Promise<CursorPage<MintRecord>> {
  return api.get("/api/n_f_t/record", pageParams(query));
}
