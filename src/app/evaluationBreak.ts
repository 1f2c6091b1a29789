import { yieldToMain } from "../lib/yieldToMain";

// Imported by src/main.tsx after the framework: a top-level await ends the task there, so the framework's and the
// shared modules' evaluation and the app's own are two tasks, not one long one on a slow phone (docs/benchmarks.md).
await yieldToMain();
