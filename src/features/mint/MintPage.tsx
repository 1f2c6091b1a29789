import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { offlineHint } from "../../components/OfflineNotice";
import { useOnline } from "../../lib/useOnline";
import { mintByUpload, mintInfoQuery, mintNft, seedMintRecord } from "../../api/mint";
import { useMoneyMove } from "../../api/useMoneyMove";
import type { MintRecord } from "../../api/wire";
import { Dialog } from "../../components/Dialog";
import { Icon } from "../../components/Icon";
import { StatGrid } from "../../components/InfoList";
import { LoadState } from "../../components/LoadState";
import { MoveConfirming } from "../../components/MoveConfirming";
import { PageHeader } from "../../components/PageHeader";
import { Spinner } from "../../components/Spinner";
import { useBalance } from "../../api/useCoins";
import { useFormat } from "../../lib/useFormat";
import { DialogActions } from "../../components/DialogActions";
import { MintConfirm } from "./MintConfirm";
import { checkPicture, readAsDataUrl, type PictureProblem } from "./pickedPicture";
import "../../components/HeroCard.css";
import "../../components/HoldingsPage.css";
import "./MintPage.css";

/** What the backend accepts (docs/business-rules-nodes-nft-team.md); the mint info may narrow it. */
const DEFAULT_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

const PROBLEM_TEXT: Record<PictureProblem, string> = {
  type: "mintPage.badType",
  size: "mintPage.tooLarge",
  content: "mintPage.notPicture",
  read: "mintPage.readFailed",
};

/** /mint: the price, the user's mints, a mint button and "mint with my own picture". */
export default function MintPage() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const info = useQuery(mintInfoQuery);
  const balance = useBalance(info.data?.coin_id ?? 1);
  const [confirming, setConfirming] = useState(false);
  const [upload, setUpload] = useState<{ image: string; name: string } | null>(null);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const done = (record: MintRecord) => {
    // The result page says "Congratulations, MINT is successful" with the picture, from this answer.
    seedMintRecord(record);
    // By the mint's id: a mint still being confirmed has no token id yet.
    void navigate({ to: "/mintSuccess", search: { mint: record.id, token: record.token_id } });
  };
  // An answer that is late keeps the request id and is asked for again (docs/decisions/0039); a refusal is said by
  // the mutation cache, and the price was not charged or was refunded.
  const minting = useMoneyMove({
    change: "mint",
    name: "mint",
    send: (_: null, { requestId }) => mintNft(requestId),
    onDone: done,
    leavesOnDone: true,
    onFailed: () => setConfirming(false),
  });
  const uploading = useMoneyMove({
    change: "mint",
    name: "mintUpload",
    send: (image: string, { requestId }) => mintByUpload(image, requestId),
    onDone: done,
    leavesOnDone: true,
    onFailed: () => setUpload(null),
  });
  const busy = minting.busy || uploading.busy;
  const late = minting.confirming || uploading.confirming;
  const online = useOnline();
  const fileRef = useRef<HTMLInputElement>(null);

  const maxBytes = info.status === "success" ? info.data.max_upload_bytes : DEFAULT_MAX_BYTES;
  const types =
    info.status === "success" && info.data.upload_types.length ? info.data.upload_types : DEFAULT_TYPES;
  const maxText = new Intl.NumberFormat(i18n.language, {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  }).format(maxBytes / (1024 * 1024));

  const mint = () => {
    if (!busy) minting.start(null);
  };

  // A file that cannot be minted is refused on pick, under the button, and nothing else changes.
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const checked = await checkPicture(file, types, maxBytes);
    if ("problem" in checked) return setProblem(checked.problem);
    try {
      setUpload({ image: await readAsDataUrl(file, checked.mime), name: file.name });
      setProblem(null);
    } catch {
      setProblem("read");
    }
  };

  const mintUpload = () => {
    if (upload && !busy) uploading.start(upload.image);
  };

  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.mint" />
      <div className="mint-hero hero-surface">
        <span className="mint-art" aria-hidden="true">
          <Icon name="mint" size="1.2rem" />
        </span>
        <p>{t("mintPage.intro")}</p>
      </div>
      {info.status !== "success" ? (
        <LoadState query={info} />
      ) : (
        <>
          <StatGrid
            label={t("mintPage.figures")}
            items={[
              {
                label: t("mintPage.price"),
                value: f.money(info.data.price, info.data.coin_name),
                strong: true,
                wide: true,
              },
              { label: t("mintPage.mintNumber"), value: f.count(info.data.mint_number) },
              { label: t("mintPage.totalMinted"), value: f.count(info.data.total_minted) },
            ]}
          />
          {balance !== null && (
            <p className="balance-line">
              {t("mintPage.balance", { amount: f.amount(balance), coin: info.data.coin_name })}
            </p>
          )}
          <button
            type="button"
            className="button block"
            disabled={busy || !online}
            {...offlineHint(online)}
            onClick={() => setConfirming(true)}
          >
            {busy && !upload ? <Spinner /> : <Icon name="mint" />}
            {late ? t("moneyMove.confirming") : busy && !upload ? t("mintPage.minting") : t("mintPage.mint")}
          </button>
          {late && <MoveConfirming />}
          <input
            ref={fileRef}
            id="mint-upload"
            type="file"
            className="sr-only"
            accept={types.join(",")}
            onChange={(e) => void choose(e)}
            aria-label={t("mintPage.upload")}
            tabIndex={-1}
          />
          <button
            type="button"
            className="button secondary block"
            disabled={busy}
            onClick={() => fileRef.current?.click()}
            aria-describedby={problem ? "mint-upload-problem" : undefined}
          >
            <Icon name="image" />
            {t("mintPage.upload")}
          </button>
          {problem && (
            <p id="mint-upload-problem" className="form-error" role="alert">
              {t(PROBLEM_TEXT[problem], { max: maxText })}
            </p>
          )}
          <p className="muted small">{t("mintPage.uploadHint", { max: maxText })}</p>
        </>
      )}
      <Link to="/mintLogs" className="button secondary">
        <Icon name="bill" />
        {t("routes.mintLogs")}
      </Link>
      {confirming && !late && info.status === "success" && (
        <MintConfirm
          price={info.data.price}
          coin={info.data.coin_name}
          balance={balance}
          busy={busy}
          online={online}
          onCancel={() => setConfirming(false)}
          onConfirm={mint}
        />
      )}
      {upload && !late && info.status === "success" && (
        <Dialog title={t("mintPage.previewTitle")} onDismiss={busy ? undefined : () => setUpload(null)}>
          <img className="upload-preview" src={upload.image} alt={t("mintPage.previewAlt")} />
          <p className="muted small center">{upload.name}</p>
          <p>{t("mintPage.previewText", { price: f.amount(info.data.price), coin: info.data.coin_name })}</p>
          <DialogActions
            cancelLabel={t("mintPage.cancel")}
            onCancel={() => setUpload(null)}
            confirmLabel={busy ? t("mintPage.minting") : t("mintPage.confirmUpload")}
            onConfirm={mintUpload}
            busy={busy}
            online={online}
          />
        </Dialog>
      )}
    </section>
  );
}
