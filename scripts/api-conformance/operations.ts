import { openApiDocument } from "../../mocks/hosts/http/openapiDocument";

/** A documented operation as the sheet names it: `POST /api/exchange/withdraw`. */
export interface Operation {
  key: string;
  method: string;
  path: string;
  pattern: RegExp;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Every operation of docs/openapi.yaml a real backend has (the demo-only calls aside). */
export function documentedOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(openApiDocument().paths)) {
    for (const method of METHODS) {
      const operation = item[method] as { "x-demo-only"?: boolean } | undefined;
      if (!operation || operation["x-demo-only"]) continue;
      const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/?#]+");
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${source}(?:\\?.*)?$`),
      });
    }
  }
  // A literal path wins over a template that also matches it.
  return operations.sort((a, b) => a.path.split("{").length - b.path.split("{").length);
}

/** The documented operation a request went to, or undefined (an alias, an unknown path, /rpc). */
export function operationOf(operations: Operation[], method: string, path: string): string | undefined {
  return operations.find((op) => op.method === method && op.pattern.test(path))?.key;
}
