// `node scripts/bench/traceTasks.mjs <run.trace.json> [min ms]`: the page's main-thread tasks in a trace kept by
// `LH_REPORT_DIR=dir npm run bench:lighthouse`, those of at least `min` ms (default 5), each with when it started
// (ms after navigation), how long it took unthrottled, whether it came after the first contentful paint (*), and the
// events it held that took the most time (script evaluation, calls by script, layout, style, paint, image decoding).
// Lighthouse's simulation drops tasks under 10 ms and multiplies the others by its CPU slowdown: at 8× each task of
// 10 ms or more after the paint is blocking time (docs/benchmarks.md). Last, the frames drawn between the first paint
// and the first screen's layout, and the browser's and compositors' time for them. Prints; asserts nothing.
import { readFileSync } from "node:fs";

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error("usage: node scripts/bench/traceTasks.mjs <run.trace.json> [min ms]");
const MIN_MS = Number(minArg ?? 5);
const SHOWN = new Set([
  "v8.evaluateModule",
  "v8.compileModule",
  "EvaluateScript",
  "FunctionCall",
  "TimerFire",
  "FireAnimationFrame",
  "EventDispatch",
  "RunMicrotasks",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "Commit",
  "Decode Image",
  "MajorGC",
  "MinorGC",
]);

const events = JSON.parse(readFileSync(file, "utf8")).traceEvents;
// The page's renderer main thread: of the CrRendererMain threads, the one that ran the most tasks.
const threads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
const taskCount = (t) =>
  events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "RunTask").length;
const main = threads.reduce((best, t) => (taskCount(t) > taskCount(best) ? t : best));
const onMain = (e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X";
const navigation = events.find((e) => e.name === "navigationStart" && e.pid === main.pid);
const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
const ms = (us) => us / 1000;

const inside = events.filter((e) => onMain(e) && SHOWN.has(e.name));
const tasks = events.filter((e) => onMain(e) && e.name === "RunTask").sort((a, b) => a.ts - b.ts);
console.log(`first contentful paint at ${paint ? ms(paint.ts - navigation.ts).toFixed(0) : "?"} ms`);
for (const task of tasks) {
  if (ms(task.dur) < MIN_MS) continue;
  const held = {};
  for (const e of inside) {
    if (e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
    const url = String(e.args?.data?.url ?? "").replace(/^\w+:\/\/[^/]+/, "");
    const key = url ? `${e.name} ${url}` : e.name;
    held[key] = (held[key] ?? 0) + ms(e.dur);
  }
  const top = Object.entries(held)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, took]) => `${name} ${took.toFixed(1)}`)
    .join(" | ");
  const after = paint && task.ts >= paint.ts ? "*" : " ";
  const start = ms(task.ts - navigation.ts)
    .toFixed(0)
    .padStart(6);
  console.log(`${start} ${ms(task.dur).toFixed(1).padStart(6)} ms ${after} ${top}`);
}

// What the page made the rest of the browser do between its first paint and its next big layout (the first screen
// replacing the splash): each frame is drawn by the compositor and the browser process, on the cores the page runs
// on, and Lighthouse records a screenshot of each.
const names = Object.fromEntries(
  events.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
);
const firstScreen = events
  .filter((e) => onMain(e) && e.name === "Layout" && paint && e.ts > paint.ts && ms(e.dur) > 2)
  .sort((a, b) => a.ts - b.ts)[0];
if (paint && firstScreen) {
  const between = (e) => e.ts > paint.ts && e.ts < firstScreen.ts;
  const frames = events.filter((e) => e.name === "Screenshot" && between(e)).length;
  const drawing = events
    .filter((e) => e.name === "RunTask" && e.ph === "X" && between(e))
    .filter((e) =>
      ["CrBrowserMain", "VizCompositorThread", "Compositor"].includes(names[`${e.pid}:${e.tid}`]),
    )
    .reduce((sum, e) => sum + ms(e.dur), 0);
  console.log(
    `first paint → first screen's layout: ${ms(firstScreen.ts - paint.ts).toFixed(0)} ms, ${frames} frames, ` +
      `${drawing.toFixed(0)} ms of the browser's and compositors' tasks`,
  );
}
