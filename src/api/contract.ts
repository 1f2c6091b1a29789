import type { components, paths } from "./schema.gen";

/**
 * The wire types of docs/openapi.yaml, read from the generated module (src/api/schema.gen.ts): the client's calls
 * and the mock backend's handlers are typed by these, so neither can drift from the document unnoticed.
 */
export type Schemas = components["schemas"];

export type Method = "get" | "post";

/** The documented paths that take `method`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = Extract<paths[P][M], { responses: unknown }>;

type JsonAnswer<P extends keyof paths, M extends Method> = Operation<P, M>["responses"] extends {
  200: { content: { "application/json": infer A } };
}
  ? A
  : never;

/** What a successful call answers in `data` (the envelope's success side, narrowed by the call). */
export type Data<P extends keyof paths, M extends Method> =
  Extract<JsonAnswer<P, M>, { code: 200 }> extends { data?: infer D } ? Exclude<D, undefined> : never;

/** The JSON body a call takes (never for calls that take none). */
export type Body<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;

/** The query parameters a call takes. */
export type Query<P extends keyof paths, M extends Method> = NonNullable<
  Operation<P, M>["parameters"]["query"]
>;

/** The path parameters of a templated path (`/api/node/buy/{type}`). */
export type PathParams<P extends keyof paths, M extends Method> = NonNullable<
  Operation<P, M>["parameters"]["path"]
>;

/** `/api/node/buy/{type}` with `{ type: 2 }` → `/api/node/buy/2`. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
