// Playwright downloads no browser on this kind of machine: the tests use Debian's Chromium headless shell (the whole
// Chromium where a test needs a camera, and for the benches), installed here when missing, with CJK and Thai fonts
// so the screenshots in those languages show text, not boxes.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const shell = process.env.CHROMIUM_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

function hasFont(lang) {
  try {
    return execSync(`fc-list :lang=${lang}`, { encoding: "utf8" }).trim().length > 0;
  } catch {
    return false;
  }
}

const packages = [];
if (!existsSync(path)) packages.push("chromium");
if (!existsSync(shell)) packages.push("chromium-headless-shell");
if (!hasFont("ja")) packages.push("fonts-noto-cjk");
if (!hasFont("th")) packages.push("fonts-thai-tlwg");
if (packages.length === 0) process.exit(0);

const root = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = root ? "" : "sudo ";
console.log(`Installing Debian packages for the browser tests: ${packages.join(" ")}`);
try {
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`,
    { stdio: "inherit" },
  );
} catch {
  console.error(
    `Could not install ${packages.join(" ")}. Install them with apt-get, or set CHROMIUM_PATH and CHROMIUM_SHELL_PATH.`,
  );
  process.exit(1);
}
for (const [binary, setting] of [
  [path, "CHROMIUM_PATH"],
  [shell, "CHROMIUM_SHELL_PATH"],
]) {
  if (existsSync(binary)) continue;
  console.error(`Chromium installed but ${binary} is missing; set ${setting}.`);
  process.exit(1);
}
