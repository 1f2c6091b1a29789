// `node scripts/traceTasks.mjs <run.trace.json> [min ms]`: the page's main-thread tasks in a trace kept by
// `LH_REPORT_DIR=dir npm run bench:lighthouse`, those of at least `min` ms (default 5), each with when it started
// (ms after navigation), how long it took unthrottled, whether it came after the first contentful paint (*), and the
// events it held that took the most time (script evaluation, calls by script, layout, style, paint, image decoding).
// Lighthouse's simulation drops tasks under 10 ms and multiplies the others by its CPU slowdown: at 8× each task of
// 10 ms or more after the paint is blocking time (docs/benchmarks.md). Prints; asserts nothing.
import { readFileSync } from "node:fs";

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error("usage: node scripts/traceTasks.mjs <run.trace.json> [min ms]");
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
