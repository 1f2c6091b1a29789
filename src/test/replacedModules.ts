import { resolve } from "node:path";
import { afterAll, beforeAll, vi } from "vitest";

type Factory = Parameters<typeof vi.doMock>[1];

/**
 * For a component test file that needs modules replaced (a production build's config, an API call): the component
 * files share one module cache (vitest.config.mts), so a `vi.mock` at the top of one would reach, or miss, the others.
 * Before the file's tests, the cache is emptied, `replacements` (by the module's path in the repository, such as
 * `src/config.ts`) are put in place and `load` imports the file's own copies of what it tests; after them, both are
 * forgotten.
 */
export function withReplacedModules(replacements: Record<string, Factory>, load: () => Promise<void>): void {
  beforeAll(async () => {
    vi.resetModules();
    for (const [path, factory] of Object.entries(replacements)) vi.doMock(resolve(path), factory);
    await load();
  });
  afterAll(() => {
    for (const path of Object.keys(replacements)) vi.doUnmock(resolve(path));
    vi.resetModules();
  });
}
