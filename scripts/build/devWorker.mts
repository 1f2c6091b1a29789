import { build, type Plugin, type ViteDevServer } from "vite";

/**
 * `npm run dev` and `npm run dev:chain`: the service worker is the demo's backend, so the dev server serves it too.
 * src/sw.ts is bundled as the production worker is (one classic script: a module worker may not `import()` its
 * backend), into memory, with an empty precache list, and rebuilt when a file it is made of changes. The page's code
 * keeps Vite's hot reload; a new worker build waits behind the app's "New version available".
 */
export function devWorker(mode: string, base: string, workerPlugins: Plugin[]): Plugin {
  let code: Promise<string> | null = null;
  let modules = new Set<string>();

  const bundle = async (): Promise<string> => {
    const output = await build({
      configFile: false,
      mode,
      base,
      logLevel: "warn",
      publicDir: false,
      plugins: workerPlugins,
      // Nothing is precached in development: the dev server answers every file fresh.
      define: { "self.__WB_MANIFEST": "[]" },
      build: {
        write: false,
        minify: false,
        sourcemap: "inline",
        target: "es2022",
        // One classic script: no chunk preloading (its helper reads import.meta, which a classic worker lacks).
        modulePreload: false,
        rolldownOptions: {
          input: "src/sw.ts",
          output: { format: "iife", entryFileNames: "sw.js" },
        },
      },
    });
    const chunk = (Array.isArray(output) ? output[0] : output) as {
      output: { type: string; code?: string; moduleIds?: string[] }[];
    };
    const entry = chunk.output.find((o) => o.type === "chunk")!;
    modules = new Set(entry.moduleIds ?? []);
    return entry.code!;
  };

  const rebuild = () => {
    code = bundle();
    code.catch((error: unknown) => console.error("[dev worker]", error));
  };

  return {
    name: "holder:dev-worker",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      if (mode === "production") return;
      rebuild();
      server.watcher.on("change", (file) => {
        if (modules.has(file)) rebuild();
      });
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== `${base}sw.js` || !code) return next();
        code.then(
          (text) => {
            res.setHeader("Content-Type", "text/javascript");
            res.setHeader("Cache-Control", "no-cache");
            res.end(text);
          },
          (error: unknown) => {
            res.statusCode = 500;
            res.end(`// the dev worker did not build: ${String(error)}`);
          },
        );
      });
    },
  };
}
