import { createRequire } from "node:module";

type Frame = NodeJS.CallSite;
type WrapCallSite = (frame: Frame, state: object) => Frame;

/**
 * Playwright records where in the test each call was made: it reads a new Error's stack (50 frames) on every
 * page, locator and expect call, and the source-map support it installs for TypeScript specs rewrites every one of
 * those frames, mostly Playwright's own and Node's, through a source-map lookup and a copied call site. That was a
 * fifth of a Playwright worker's CPU in the demo suite. Only frames in this repository's files can have a source
 * map (the specs, compiled by Playwright); the others are formatted as Node formats them, unchanged. The locations
 * Playwright reports (the spec's line) are mapped as before. Without Playwright's bundle, nothing is changed.
 */
function install(): void {
  let wrapCallSite: WrapCallSite | undefined;
  try {
    const bundle = createRequire(`${process.cwd()}/`)("playwright-core/lib/utilsBundle") as {
      sourceMapSupport?: { wrapCallSite?: WrapCallSite };
    };
    wrapCallSite = bundle.sourceMapSupport?.wrapCallSite;
  } catch {
    return;
  }
  const mapped = Error.prepareStackTrace;
  if (!wrapCallSite || !mapped) return;
  const wrap = wrapCallSite;
  Error.prepareStackTrace = (error: Error, frames: Frame[]) => {
    const state = { nextPosition: null, curPosition: null };
    const lines: string[] = [];
    for (let i = frames.length - 1; i >= 0; i--) {
      const frame = frames[i]!;
      const file = frame.getFileName() ?? "";
      const own = file !== "" && !file.startsWith("node:") && !file.includes("/node_modules/");
      lines.push(`\n    at ${own ? wrap(frame, state) : frame}`);
      if (!own) Object.assign(state, { nextPosition: null, curPosition: null });
      else state.nextPosition = state.curPosition;
    }
    return `${error.name || "Error"}: ${error.message || ""}${lines.reverse().join("")}`;
  };
}

install();
