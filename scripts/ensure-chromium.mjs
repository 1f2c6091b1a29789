// Playwright downloads no browser on this kind of machine: the tests use Debian's Chromium, installed here when
// missing, with CJK and Thai fonts so the screenshots in those languages show text, not boxes.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function hasFont(lang) {
  try {
    return execSync(`fc-list :lang=${lang}`, { encoding: "utf8" }).trim().length > 0;
  } catch {
    return false;
  }
}

const packages = [];
if (!existsSync(path)) packages.push("chromium");
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
  console.error(`Could not install ${packages.join(" ")}. Install them with apt-get, or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`chromium installed but ${path} is missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
