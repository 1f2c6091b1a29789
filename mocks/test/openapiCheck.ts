import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { openApiDocument, type OpenApiOperation } from "../hosts/http/openapiDocument";

/**
 * Holds the handlers' answers to docs/openapi.yaml: every answer a service test gets is validated against the
 * response schema of its operation (JSON Schema 2020-12, as OpenAPI 3.1 uses it) by ajv.
 */
const document = openApiDocument();
const DOC_ID = "openapi";

/** `#/components/schemas/X` → `openapi#/$defs/X`: ajv holds the schemas as one schema document of its own. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string"
        ? inner.replace("#/components/schemas/", `${DOC_ID}#/$defs/`)
        : rebase(inner),
    ]),
  );
}

const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
addFormats(ajv);
ajv.addSchema({ $id: DOC_ID, $defs: rebase(document.components.schemas) });

interface Template {
  path: string;
  pattern: RegExp;
  params: number;
}

const templates: Template[] = Object.keys(document.paths)
  .map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+")}$`),
    params: (path.match(/\{/g) ?? []).length,
  }))
  // A literal path wins over a template that also matches.
  .sort((a, b) => a.params - b.params);

/** The documented path template a concrete path belongs to, or null. */
export function documentedPath(pathname: string): string | null {
  return templates.find((t) => t.pattern.test(pathname))?.path ?? null;
}

interface Validators {
  /** The whole answer schema. */
  answer: ValidateFunction;
  /** Its success and refusal sides (when it is the envelope's oneOf), for a report that names one side only. */
  sides: ValidateFunction[];
}

const compiled = new Map<string, Validators>();

function validatorsFor(method: string, template: string, status: number): Validators | string {
  const key = `${method} ${template} ${status}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const operation = document.paths[template]?.[method.toLowerCase()] as OpenApiOperation | undefined;
  if (!operation) return `${method} ${template} is not in docs/openapi.yaml`;
  let response = operation.responses[String(status)];
  if (response?.$ref) response = document.components.responses?.[response.$ref.split("/").at(-1)!];
  const schema = response?.content?.["application/json"]?.schema;
  if (!schema) return `${method} ${template} documents no JSON answer for HTTP ${status}`;
  const sides = (schema as { oneOf?: unknown[] }).oneOf ?? [];
  const validators = {
    answer: ajv.compile(rebase(schema) as object),
    sides: sides.map((side) => ajv.compile(rebase(side) as object)),
  };
  compiled.set(key, validators);
  return validators;
}

function valueAt(body: unknown, pointer: string): unknown {
  let node = body;
  for (const part of pointer.split("/").slice(1)) {
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

function describe(errors: ErrorObject[], body: unknown): string[] {
  const lines = new Set<string>();
  for (const error of errors) {
    if (error.keyword === "oneOf" || error.keyword === "anyOf" || error.keyword === "allOf") continue;
    const where = error.instancePath || "(the body)";
    const extra =
      error.keyword === "additionalProperties"
        ? ` "${String(error.params.additionalProperty)}"`
        : error.keyword === "unevaluatedProperties"
          ? ` "${String(error.params.unevaluatedProperty)}"`
          : "";
    const got = JSON.stringify(valueAt(body, error.instancePath))?.slice(0, 80);
    lines.add(`  ${where}: ${error.message}${extra} (got ${got}; schema ${error.schemaPath})`);
  }
  const all = [...lines];
  return all.length > 12 ? [...all.slice(0, 12), `  … and ${all.length - 12} more`] : all;
}

/**
 * Throws a readable account of how `body` (the answer to `method url`, HTTP `status`) departs from the document:
 * an undocumented call, a data shape that differs, or an error code the document does not list.
 */
export function checkAnswer(method: string, url: string, status: number, body: unknown): void {
  const pathname = new URL(url, "http://x").pathname;
  const template = documentedPath(pathname);
  const upper = method.toUpperCase();
  if (!template) throw new Error(`${upper} ${pathname} is not in docs/openapi.yaml`);
  const validators = validatorsFor(upper, template, status);
  if (typeof validators === "string") throw new Error(validators);
  if (validators.answer(body)) return;
  const code = (body as { code?: unknown } | null)?.code;
  // Both sides of the envelope's oneOf report; keep the side the answer's code says it is on.
  const side = validators.sides.length === 2 ? validators.sides[code === 200 ? 0 : 1]! : validators.answer;
  side(body);
  const errors = side.errors?.length ? side.errors : (validators.answer.errors ?? []);
  throw new Error(
    [
      `${upper} ${pathname} (HTTP ${status}, code ${String(code)}) does not match docs/openapi.yaml ${template}:`,
      ...describe(errors, body),
      `  answer: ${JSON.stringify(body).slice(0, 600)}`,
    ].join("\n"),
  );
}
