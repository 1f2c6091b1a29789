import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { mintRecordQuery } from "../../api/mint";
import type { MintRecord } from "../../api/wire";
import { NftImage } from "../../components/NftImage";
import { useFormat } from "../../lib/useFormat";
import { useSearchNumber } from "../../lib/useSearchNumber";
import { Address } from "../../components/Address";
import { Amount } from "../../components/Amount";
import { ResultView } from "../../components/ResultView";
import "../../components/HoldingsPage.css";
import "./MintSuccessPage.css";

const TITLE: Record<MintRecord["status"], string> = {
  minted: "toast.mintSuccess",
  pending: "mintPage.confirmingTitle",
  refunded: "mintPage.refundedTitle",
};

/**
 * /mintSuccess?mint=&token=: "Congratulations, MINT is successful", the picture and the token id, on the one result
 * layout; a mint still being confirmed on chain says so and is asked for again until it is settled.
 */
export default function MintSuccessPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useSearchNumber("mint");
  const token = useSearchNumber("token");
  const mint = useQuery(mintRecordQuery(id, token));
  return (
    <ResultView
      titleKey="routes.mintSuccess"
      query={mint}
      named={id !== null || !!token}
      records={{ to: "/mintLogs", label: t("routes.mintLogs") }}
      show={(data) => ({
        title: t(TITLE[data.status]),
        icon: "mint",
        amount: <Amount value={`-${data.price}`} coin={data.coin_name} signed />,
        status: data.status,
        note:
          data.status === "pending"
            ? t("mintPage.confirming")
            : data.status === "refunded"
              ? t("mintPage.refundedNote")
              : undefined,
        media: (
          <figure className="mint-result">
            <NftImage uri={data.uri} tokenId={data.token_id} alt={t("panel.nftAlt", { id: data.token_id })} />
            <figcaption>
              <span className="muted small">{t("mintPage.tokenId")}</span>
              <span className="token-id mono">
                {data.status === "minted" ? `#${data.token_id}` : t("mintPage.noTokenYet")}
              </span>
            </figcaption>
          </figure>
        ),
        rows: [
          {
            label: t("mintPage.kind"),
            value: data.kind === "upload" ? t("mintPage.kindUpload") : t("mintPage.kindMint"),
          },
          { label: t("mintPage.time"), value: f.dateTime(data.created_at) },
          {
            label: t("mintPage.txHash"),
            value: <Address value={data.tx_hash} copyLabel={t("mintPage.txHash")} explorer="tx" />,
          },
        ],
        other: { to: "/mint", label: t("mintPage.mintAgain") },
        next:
          data.status === "refunded"
            ? undefined
            : {
                to: "/stake2",
                search: data.status === "minted" ? { id: data.token_id } : undefined,
                label: t("mintPage.stakeIt"),
                icon: "stake",
              },
      })}
    />
  );
}
