import { getBill } from "../../api/bill";
import { nextPageRequest, type PageRequest } from "../../api/listPaging";
import type { BillEntry } from "../../api/wire";
import { billQuery, type BillFilters } from "./billFilters";

/** The most a page of the documented API holds (`count` ≤ 50): the fewest round trips for the whole bill. */
const EXPORT_PAGE = 50;

/**
 * Every entry of the bill under these filters, newest first, walked page by page as the document describes (page
 * numbers with the cursor each page gives), not only what the list on screen has loaded.
 */
export async function fetchWholeBill(
  filters: BillFilters,
  onProgress?: (loaded: number, total: number) => void,
): Promise<BillEntry[]> {
  const entries: BillEntry[] = [];
  let request: PageRequest | undefined = { page: 1, count: EXPORT_PAGE };
  for (let loaded = 1; request; loaded++) {
    const page = await getBill({ ...billQuery(filters), ...request });
    entries.push(...page.list);
    onProgress?.(entries.length, page.count);
    request = nextPageRequest(page, loaded, EXPORT_PAGE);
  }
  return entries;
}

/**
 * Hands the file to the user: the phone's share sheet where it takes files (save to Files, send in a chat), else a
 * download. Closing the share sheet is a choice and downloads nothing.
 */
export async function saveFile(file: File): Promise<void> {
  const phone = typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
  if (phone && typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: file.name });
      return;
    } catch (error) {
      if ((error as { name?: string }).name === "AbortError") return;
    }
  }
  const url = URL.createObjectURL(file);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = file.name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
