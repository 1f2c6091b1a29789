import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { sayFailure } from "../../api/sayFailure";
import type { BillEntry } from "../../api/wire";
import { coinLabel } from "../../components/coinLabel";
import { Icon } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import { useFormat } from "../../lib/useFormat";
import { toast } from "../../state/ui";
import { billCsv } from "./billCsv";
import type { BillFilters } from "./billFilters";
import { fetchWholeBill, saveFile } from "./exportBill";

/** "holder-bill-2026-11-27.csv": the day it was taken, in the user's calendar. */
function fileName(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `holder-bill-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.csv`;
}

/** Exports the whole bill under the filters shown as a CSV file (docs/decisions/0045-bill-export-and-records.md). */
export function BillExportButton({ filters }: { filters: BillFilters }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);

  const run = async () => {
    if (progress) return;
    setProgress({ loaded: 0, total: 0 });
    try {
      const entries = await fetchWholeBill(filters, (loaded, total) => setProgress({ loaded, total }));
      const text = billCsv(entries, {
        headers: [
          t("records.time"),
          t("bill.coin"),
          t("bill.access"),
          t("bill.type"),
          t("bill.csv.amount"),
          t("bill.csv.balanceAfter"),
          t("bill.csv.ref"),
        ],
        coin: (e: BillEntry) => coinLabel(t, e.coin_id, e.coin_name),
        direction: (e: BillEntry) => (e.amount.startsWith("-") ? t("bill.out") : t("bill.in")),
        type: (e: BillEntry) => t(`changeType.${e.type}`),
      });
      await saveFile(new File([text], fileName(), { type: "text/csv;charset=utf-8" }));
      toast(t("bill.exported", { count: entries.length, n: f.count(entries.length) }));
    } catch (error) {
      // The export walks the bill outside the query cache, so a page that failed is said here; nothing was saved.
      // Anything else is a bug, left to the error reports.
      if (!(error instanceof ApiError)) throw error;
      sayFailure(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <button
      type="button"
      className="button small secondary bill-export"
      onClick={() => void run()}
      aria-busy={progress !== null}
    >
      {progress ? <Spinner /> : <Icon name="download" />}
      {progress && progress.total > 0
        ? t("bill.exporting", { loaded: f.count(progress.loaded), total: f.count(progress.total) })
        : t("bill.export")}
    </button>
  );
}
