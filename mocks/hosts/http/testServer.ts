import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { RequestHandler } from "msw";
import { apiHandlers } from "../../routes";
import { createApiServer } from "./app";
import { openApiDocument } from "./openapiDocument";

export const TEST_ORIGIN = "http://127.0.0.1:4173";

/** The API server in this process on a free port, as `npm run api` builds it (API_ORIGINS=TEST_ORIGIN). */
export async function listenForTest(
  log?: (line: string) => void,
  handlers: RequestHandler[] = apiHandlers({ appOrigins: [TEST_ORIGIN] }),
): Promise<{ base: string; close: () => Promise<void> }> {
  const server: Server = createApiServer({
    handlers,
    origins: [TEST_ORIGIN],
    document: openApiDocument(),
    artworkRoot: path.resolve("public", "ipfs"),
    log,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
