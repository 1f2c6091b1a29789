import { route } from "./route";
import { readPageQuery } from "../services/input";
import { buyNode, nodeDetail, nodeRecords, nodeTiers } from "../services/node";
import { param, query, readJson, requireUser, wrappedParams } from "./http";

export const nodeHandlers = [
  route.get("/api/node/info", async () => nodeTiers()),
  route.post("/api/node/buy/{type}", async (ctx) => {
    const user = await requireUser(ctx.request);
    return buyNode(user, param(ctx, "type"), wrappedParams(await readJson(ctx.request)));
  }),
  route.get("/api/node/records", async ({ request }) => {
    const user = await requireUser(request);
    return nodeRecords(user.id!, readPageQuery(request));
  }),
  route.get("/api/node/detail", async ({ request }) =>
    nodeDetail(await requireUser(request), query(request, "id")),
  ),
];
