// Playwright downloads no browser on this kind of machine: the tests use Debian's Chromium, installed here when missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const root = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = root ? "" : "sudo ";
console.log(`Chromium not found at ${path}; installing Debian's chromium package…`);
try {
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: "inherit",
    },
  );
} catch {
  console.error(
    "Could not install chromium. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`chromium installed but ${path} is missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
