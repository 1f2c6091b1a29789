import { getAddress } from "ethers";

/**
 * The checksummed form of a 0x address, or null when it is malformed or its mixed-case checksum is broken.
 * All-lowercase and all-uppercase forms carry no checksum and are accepted.
 */
export function parseAddress(raw: unknown): string | null {
  if (typeof raw !== "string" || !/^0x[0-9a-fA-F]{40}$/.test(raw)) return null;
  try {
    return getAddress(raw);
  } catch {
    return null;
  }
}
