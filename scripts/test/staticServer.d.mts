/** scripts/test/staticServer.mjs, as its test uses it. */
import type { Server } from "node:http";

export interface SiteFile {
  type: string;
  body: Buffer;
  gzip: Buffer | null;
}
export function loadSite(dir: string): Map<string, SiteFile>;
export function serveSite(site: Map<string, SiteFile>, port: number, host?: string): Server;
