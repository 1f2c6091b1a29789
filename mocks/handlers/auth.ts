import { http } from "msw";
import { issueNonce, signInWithSignature } from "../services/auth";
import { handle, param, readJson } from "./http";

export const authHandlers = [
  http.post(
    "*/api/public/nonce/:address",
    handle(async (ctx) => issueNonce(param(ctx, "address"), new URL(ctx.request.url).origin)),
  ),
  http.post(
    "*/api/public/auth/:address",
    handle(async (ctx) => {
      const body = await readJson(ctx.request);
      return signInWithSignature(param(ctx, "address"), body.signature);
    }),
  ),
];
