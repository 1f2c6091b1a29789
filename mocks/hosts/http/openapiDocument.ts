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

let parsed: OpenApiDocument | undefined;

/**
 * docs/openapi.yaml, parsed (bundled as text, so the built server needs no docs folder beside it), once per process:
 * the conformance suite reads it in every run, and the mutants' runner runs it a hundred times (parsing was a tenth
 * of that run's CPU). One object for every reader, so none may change it.
 */
export function openApiDocument(): Readonly<OpenApiDocument> {
  return (parsed ??= parse(text) as OpenApiDocument);
}
