import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { pageParams } from "./pageParams";
import { queryClient } from "./queryClient";
import { keys } from "./queryKeys";
import { resultQuery } from "./resultQuery";
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

/** The mint `id` (the newest first, so a cursor just above it gives exactly that one), or by its token id. */
async function findMint(id: number | null, token: number | null): Promise<MintRecord | null> {
  if (id !== null) {
    const page = await getMintRecords({ cursor: id + 1, count: 1 });
    return page.list.find((m) => m.id === id) ?? null;
  }
  if (!token) return null;
  let cursor: number | undefined;
  for (let i = 0; i < 5; i++) {
    const page = await getMintRecords({ cursor, count: 50 });
    const found = page.list.find((m) => m.token_id === token);
    if (found) return found;
    if (page.next_cursor === null) break;
    cursor = page.next_cursor;
  }
  return null;
}

/** /mintSuccess?mint=&token=: the mint, asked for again while it is being confirmed on chain. */
export const mintRecordQuery = (id: number | null, token: number | null) =>
  resultQuery(
    keys.mintRecord(id, token),
    () => findMint(id, token),
    (m: MintRecord) => m.status === "pending",
  );

/**
 * The mint's answer is the record its result page shows, which opens with `?mint=<id>&token=<token_id>`: the page
 * shows it without asking the records.
 */
export function seedMintRecord(record: MintRecord, client = queryClient): void {
  client.setQueryData(mintRecordQuery(record.id, record.token_id).queryKey, record);
}
