import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { getMintRecords } from "../../api/mint";
import { Empty } from "../../components/Empty";
import { Icon } from "../../components/Icon";
import { InfoList } from "../../components/InfoList";
import { LoadState } from "../../components/LoadState";
import { NftImage } from "../../components/NftImage";
import { PageHeading } from "../../components/PageHeading";
import { maskAddress } from "../../lib/format";
import { useFormat } from "../../lib/useFormat";
import { useLoad } from "../../lib/useLoad";
import { useSearchNumber } from "../../lib/useSearchNumber";

/** The mint of `token` among the user's latest mints (the one just made is the first). */
async function findMint(token: number) {
  let cursor: number | undefined;
  for (let i = 0; i < 5; i++) {
    const page = await getMintRecords({ cursor, count: 50 });
    const found = page.list.find((m) => m.token_id === token);
    if (found) return found;
    if (page.next_cursor === null) break;
    cursor = page.next_cursor;
  }
  return null;
}

/** /mintSuccess?token=: "Congratulations, MINT is successful", the picture and the token id. */
export default function MintSuccessPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const token = useSearchNumber("token");
  const [mint, reload] = useLoad(() => (token === null ? Promise.resolve(null) : findMint(token)), token);
  return (
    <section className="page holdings">
      <PageHeading titleKey="routes.mintSuccess" />
      <h2 className="result-title center">{t("toast.mintSuccess")}</h2>
      {mint.status !== "done" ? (
        <LoadState status={mint.status} onRetry={reload} />
      ) : mint.data === null ? (
        <Empty text={t("list.noData")} icon="image" />
      ) : (
        <>
          <figure className="mint-result">
            <NftImage
              uri={mint.data.uri}
              tokenId={mint.data.token_id}
              alt={t("panel.nftAlt", { id: mint.data.token_id })}
            />
            <figcaption>
              <span className="muted small">{t("mintPage.tokenId")}</span>
              <span className="token-id mono">#{mint.data.token_id}</span>
            </figcaption>
          </figure>
          <div className="card">
            <InfoList
              items={[
                {
                  label: t("mintPage.kind"),
                  value: mint.data.kind === "upload" ? t("mintPage.kindUpload") : t("mintPage.kindMint"),
                },
                { label: t("mintPage.paid"), value: `${f.price(mint.data.price)} ${mint.data.coin_name}` },
                { label: t("mintPage.time"), value: f.dateTime(mint.data.created_at) },
                {
                  label: t("mintPage.txHash"),
                  value: <span className="mono">{maskAddress(mint.data.tx_hash)}</span>,
                },
              ]}
            />
          </div>
        </>
      )}
      <div className="link-row">
        <Link to="/stake2" className="button">
          <Icon name="stake" />
          {t("mintPage.stakeIt")}
        </Link>
        <Link to="/mint" className="button secondary">
          {t("mintPage.mintAgain")}
        </Link>
      </div>
    </section>
  );
}
