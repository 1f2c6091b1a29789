// The components project (vitest.config.mts): React components rendered into happy-dom with Testing Library, in
// English, each test starting from an empty document.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { initTestI18n } from "./i18n";

// Run before every file; the files share a worker's modules (vitest.config.mts), so English is set up once a worker.
await initTestI18n();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
