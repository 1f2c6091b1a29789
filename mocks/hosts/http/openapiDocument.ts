import { parse } from "yaml";
import text from "../../../docs/openapi.yaml?raw";

/** The parts of an OpenAPI document this project reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components: { schemas: Record<string, unknown>; responses?: Record<string, OpenApiResponse> };
}

export interface OpenApiResponse {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

export interface OpenApiOperation {
  operationId?: string;
  responses: Record<string, OpenApiResponse>;
  "x-demo-only"?: boolean;
}

/** docs/openapi.yaml, parsed (bundled as text, so the built server needs no docs folder beside it). */
export function openApiDocument(): OpenApiDocument {
  return parse(text) as OpenApiDocument;
}
