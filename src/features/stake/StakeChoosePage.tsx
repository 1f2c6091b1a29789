import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { offlineHint } from "../../components/OfflineNotice";
import { useFormat } from "../../lib/useFormat";
import { useOnline } from "../../lib/useOnline";
import { ApiError } from "../../api/client";
import { useQuery } from "@tanstack/react-query";
import { ownNftsQuery, recordStakeMove } from "../../api/nft";
import { useMoneyMove } from "../../api/useMoneyMove";
import { Empty } from "../../components/Empty";
import { FormField } from "../../components/FormField";
import { Icon } from "../../components/Icon";
import { LoadState } from "../../components/LoadState";
import { MoveConfirming } from "../../components/MoveConfirming";
import { NftImage } from "../../components/NftImage";
import { PageHeader } from "../../components/PageHeader";
import { Spinner } from "../../components/Spinner";
import { HOLDER_NFT } from "../../contracts/holderNft";
import { useSearchNumber } from "../../lib/useSearchNumber";
import { toast } from "../../state/ui";
import { noticeStake } from "./stakeNotice";
import { followTransaction, sendTransaction, TxError } from "../../wallet/transaction";
import type { SentTx } from "../../wallet/txWatch";
import { session } from "../../state/session";
import { Address } from "../../components/Address";
import { forgetPendingStake, keepPendingStake, pendingStake, type PendingStake } from "./pendingStake";
import "../../components/HoldingsPage.css";
import "./StakeChoosePage.css";

type Phase = "idle" | "wallet" | "chain" | "record";

/** HolderNFT `stake(uint256[])` calldata; ethers loads with this page only. */
async function stakeCalldata(tokenIds: number[]): Promise<string> {
  const { Interface } = await import("ethers");
  return new Interface(HOLDER_NFT.abi).encodeFunctionData("stake", [tokenIds.map((id) => BigInt(id))]);
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** /stake2 (route name kept): choose NFTs and the quantity, sign `stake` in the wallet, then the backend records the stake. */
export default function StakeChoosePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const nfts = useQuery(ownNftsQuery);
  // Recording a mined stake: a late answer is asked for again, kept across a reload (docs/decisions/0039).
  const record = useMoneyMove({
    change: "stake",
    name: "recordStake",
    send: recordStakeMove,
  });
  const all = nfts.data?.map((n) => n.tokenId) ?? [];
  // The NFT just minted ("Stake it" on the mint result) comes chosen, once the list shows it is the user's to stake.
  const minted = useSearchNumber("id");
  /** A stake sent before a reload or before the app was closed, still on its way (pendingStake.ts). */
  const [resumed] = useState(() => pendingStake(session.address));
  // Its NFTs stay chosen while it is followed.
  const [picked, setChosen] = useState<number[] | null>(resumed?.ids ?? null);
  const chosen = picked ?? (minted !== null && all.includes(minted) ? [minted] : []);
  // One quantity: the number of NFTs chosen. Typing it chooses that many (the ones chosen first, then in order).
  const [typed, setQuantity] = useState<string | null>(null);
  const quantity = typed ?? (chosen.length > 0 ? String(chosen.length) : "");
  const quantityId = useId();
  const [phase, setPhase] = useState<Phase>(resumed ? "chain" : "idle");
  /** Tokens staked on chain whose recording failed: a retry records them without a second transaction. */
  const mined = useRef<number[] | null>(null);
  const busy = phase !== "idle" || record.busy;
  const online = useOnline();
  /** A stake sent and not yet ended: kept across reloads (pendingStake.ts) and shown with its hash. */
  const [pending, setPending] = useState<PendingStake | null>(resumed);
  const watching = useRef<AbortController | null>(null);

  const keep = (ids: number[]) => (sent: SentTx) => {
    const stake = { address: session.address, ids, sent };
    keepPendingStake(stake);
    setPending(stake);
    setPhase("chain");
  };

  /** The stake is on chain: the backend records it (again, without a transaction, when that failed). */
  const recordMined = async (ids: number[]) => {
    mined.current = ids;
    forgetPendingStake();
    setPending(null);
    setPhase("record");
    try {
      await record.run(ids);
      mined.current = null;
      toast(t("toast.stakeSuccess"));
      noticeStake(ids);
      void navigate({ to: "/stake" });
    } catch (error) {
      if (!(error instanceof ApiError)) toast(t("stakePage.tx.failed"));
      setPhase("idle");
    }
  };

  const chainFailed = (error: unknown, signal: AbortSignal) => {
    // Left the page: the stake stays kept and is followed again on the next visit.
    if (signal.aborted) return;
    if (error instanceof TxError) {
      forgetPendingStake();
      setPending(null);
      toast(t(`stakePage.tx.${error.reason}`));
    } else toast(t("stakePage.tx.failed"));
    setPhase("idle");
  };

  // A stake sent before a reload (or before the app was closed) is shown pending and followed again.
  useEffect(() => {
    const stored = resumed;
    const controller = new AbortController();
    watching.current = controller;
    if (stored)
      followTransaction(stored.sent, { signal: controller.signal, onChange: keep(stored.ids) }).then(
        () => recordMined(stored.ids),
        (error: unknown) => chainFailed(error, controller.signal),
      );
    return () => watching.current?.abort();
    // Once, on arrival: what the page sends later is followed by its own submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = (id: number) => {
    setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
    setQuantity(null);
  };

  const selectAll = () => {
    setChosen(chosen.length === all.length ? [] : all);
    setQuantity(null);
  };

  const typeQuantity = (text: string) => {
    const digits = text.replace(/[^\d]/g, "").slice(0, 4);
    const n = Math.min(Number(digits || "0"), all.length);
    setChosen([...chosen, ...all.filter((id) => !chosen.includes(id))].slice(0, n));
    setQuantity(digits === "" ? "" : String(n));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // docs/product.md#validation-messages: a quantity of 0 typed asks for a quantity; nothing chosen, for an NFT.
    if (quantity === "0") return toast(t("stakePage.enterQuantity"));
    if (chosen.length === 0) return toast(t("stakePage.chooseNft"));
    const ids = [...chosen].sort((a, b) => a - b);
    if (mined.current && sameIds(mined.current, ids)) return recordMined(ids);
    const controller = new AbortController();
    watching.current = controller;
    try {
      setPhase("wallet");
      const data = await stakeCalldata(ids);
      await sendTransaction(
        { to: HOLDER_NFT.address, data },
        { signal: controller.signal, onSent: keep(ids), onChange: keep(ids) },
      );
    } catch (error) {
      return chainFailed(error, controller.signal);
    }
    await recordMined(ids);
  };

  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.stake2" />
      <form className="stake-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="row">
          <h2 className="section-title">{t("stakePage.chooseTitle")}</h2>
          {all.length > 1 && (
            <button type="button" className="button small secondary" onClick={selectAll} disabled={busy}>
              {chosen.length === all.length ? t("stakePage.clear") : t("stakePage.selectAll")}
            </button>
          )}
        </div>
        {nfts.status !== "success" ? (
          <LoadState query={nfts} />
        ) : nfts.data.length === 0 ? (
          <div className="card empty">
            <Empty text={t("stakePage.noNft")} icon="image" />
            <Link to="/mint" className="button">
              <Icon name="mint" />
              {t("routes.mint")}
            </Link>
          </div>
        ) : (
          <ul className="list-reset nft-grid" aria-label={t("stakePage.ownList")}>
            {nfts.data.map((nft) => {
              const on = chosen.includes(nft.tokenId);
              return (
                <li key={nft.tokenId}>
                  <button
                    type="button"
                    className={on ? "nft-card nft-pick on" : "nft-card nft-pick"}
                    aria-pressed={on}
                    aria-label={t("stakePage.pick", { id: nft.tokenId })}
                    disabled={busy}
                    onClick={() => toggle(nft.tokenId)}
                  >
                    <NftImage uri={nft.uri} tokenId={nft.tokenId} alt="" />
                    <span className="nft-caption">
                      <span className="mono">#{nft.tokenId}</span>
                      <span className="pick-mark" aria-hidden="true">
                        {on ? "✓" : ""}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <FormField id={quantityId} label={t("stakePage.quantity")}>
          <input
            id={quantityId}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            placeholder={t("stakePage.quantityPlaceholder")}
            onChange={(e) => typeQuantity(e.target.value)}
            disabled={busy}
          />
        </FormField>
        <p className="muted small">
          {t("stakePage.chosenCount", { count: chosen.length, n: f.count(chosen.length) })}
        </p>
        <button type="submit" className="button block" disabled={busy || !online} {...offlineHint(online)}>
          {busy ? <Spinner /> : <Icon name="stake" />}
          {record.confirming
            ? t("moneyMove.confirming")
            : busy
              ? t(`stakePage.phase.${phase === "idle" ? "record" : phase}`)
              : t("stakePage.submit")}
        </button>
        {record.confirming && <MoveConfirming />}
        {pending && phase === "chain" ? (
          <div className="card pending-stake" role="status">
            <p>{t("stakePage.pendingNote")}</p>
            <p className="row">
              <span className="muted small">{t("stakePage.txLabel")}</span>
              <Address value={pending.sent.hash} copyLabel={t("stakePage.txLabel")} explorer="tx" />
            </p>
          </div>
        ) : (
          <p className="muted small">{t("stakePage.signHint")}</p>
        )}
      </form>
    </section>
  );
}
