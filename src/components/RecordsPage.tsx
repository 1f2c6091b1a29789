import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "./PageHeader";
import { PullToRefreshList, type PullToRefreshListProps } from "./PullToRefreshList";

type RecordsPageProps<T> = Omit<PullToRefreshListProps<T>, "label" | "className"> & {
  /** The page's title (a locale key); it names the list too unless `label` does. */
  titleKey: string;
  label?: string;
  /** The money pages' layout, or the holdings pages'. */
  area: "money-page" | "holdings";
  /** Shown between the title and the list (the demo's clock). */
  before?: ReactNode;
};

/** A page that is one list of records: its title, then the rows, pulled to refresh and paged on scroll. */
export function RecordsPage<T>({ titleKey, label, area, before, ...list }: RecordsPageProps<T>) {
  const { t } = useTranslation();
  return (
    <section className={`page ${area}`}>
      <PageHeader titleKey={titleKey} />
      {before}
      <PullToRefreshList<T> {...list} label={label ?? t(titleKey)} className="record-list" />
    </section>
  );
}
