import { route } from "./route";
import { HttpResponse, http, passthrough } from "msw";
import { readPageQuery } from "../services/input";
import { mintArtwork, mintInfo, mintRecords, mintUpload } from "../services/mint";
import { settlePendingMints } from "../services/mintSettlement";
import { uploadedPicture } from "../services/upload";
import { readJson, requireUser, wrappedParams } from "./http";

export const mintHandlers = [
  route.get("/api/n_f_t/mint/info", async ({ request }) => {
    const user = await requireUser(request);
    await settlePendingMints(user.id!);
    return mintInfo(user.id!);
  }),
  route.post("/api/n_f_t/mint", async ({ request }) => {
    const user = await requireUser(request);
    return mintArtwork(user, wrappedParams(await readJson(request)));
  }),
  route.post("/api/n_f_t/mintByUpload", async ({ request }) => {
    const user = await requireUser(request);
    return mintUpload(user, wrappedParams(await readJson(request)));
  }),
  route.get("/api/n_f_t/record", async ({ request }) => {
    const user = await requireUser(request);
    const page = readPageQuery(request);
    await settlePendingMints(user.id!);
    return mintRecords(user.id!, page);
  }),
  /**
   * The demo's IPFS gateway is the app's own origin: an uploaded picture is answered from the store with its type.
   * Anything else (the demo artwork under public/ipfs, other gateways' content) goes on to the network.
   */
  http.get("*/ipfs/:cid", async ({ params }) => {
    const cid = typeof params.cid === "string" ? params.cid : "";
    const picture = await uploadedPicture(cid);
    if (!picture) return passthrough();
    return new HttpResponse(picture.bytes, {
      headers: {
        "Content-Type": picture.mime,
        "Content-Length": String(picture.bytes.length),
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
];
