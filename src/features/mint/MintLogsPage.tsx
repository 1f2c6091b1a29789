import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { getMintRecords } from "../../api/mint";
import type { MintRecord } from "../../api/wire";
import { NftImage } from "../../components/NftImage";
import { PageHeading } from "../../components/PageHeading";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { cursorLoader } from "../../lib/cursorLoader";
import { useFormat } from "../../lib/useFormat";

function MintRow({ mint }: { mint: MintRecord }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <div className="record-row">
      <span className="record-thumb">
        <NftImage uri={mint.uri} tokenId={mint.token_id} alt={t("panel.nftAlt", { id: mint.token_id })} />
      </span>
      <span className="record-main">
        <span className="record-title mono">#{mint.token_id}</span>
        <span className="record-sub">
          {mint.kind === "upload" ? t("mintPage.kindUpload") : t("mintPage.kindMint")}
        </span>
        <span className="record-sub">{f.dateTime(mint.created_at)}</span>
      </span>
      <span className="record-side">
        <span className="record-amount out">
          -{f.price(mint.price)} {mint.coin_name}
        </span>
        <span className="status status-done">{t("mintPage.minted")}</span>
      </span>
    </div>
  );
}

/** /mintLogs: the user's mints, newest first. */
export default function MintLogsPage() {
  const { t } = useTranslation();
  const load = useMemo(() => cursorLoader(getMintRecords), []);
  return (
    <section className="page holdings">
      <PageHeading titleKey="routes.mintLogs" />
      <PullToRefreshList<MintRecord>
        label={t("routes.mintLogs")}
        load={load}
        itemKey={(m) => m.id}
        className="record-list"
        renderItem={(m) => <MintRow mint={m} />}
      />
    </section>
  );
}
