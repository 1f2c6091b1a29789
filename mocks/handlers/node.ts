import { http } from "msw";
import { readPageQuery } from "../services/input";
import { buyNode, nodeDetail, nodeRecords, nodeTiers } from "../services/node";
import { handle, param, query, readJson, requireUser, wrappedParams } from "./http";

export const nodeHandlers = [
  http.get(
    "*/api/node/info",
    handle(async () => nodeTiers()),
  ),
  http.post(
    "*/api/node/buy/:type",
    handle(async (ctx) => {
      const user = await requireUser(ctx.request);
      return buyNode(user, param(ctx, "type"), wrappedParams(await readJson(ctx.request)));
    }),
  ),
  http.get(
    "*/api/node/records",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return nodeRecords(user.id!, readPageQuery(request));
    }),
  ),
  http.get(
    "*/api/node/detail",
    handle(async ({ request }) => nodeDetail(await requireUser(request), query(request, "id"))),
  ),
];
