import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root, for the checks that read its files. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * The files the repository holds (git's index), as paths from its root: what the repository checks judge, never a
 * build's output or a file left untracked in one checkout.
 */
export function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
}
