import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { adminUserQuery } from "../../api/admin";
import { FormField } from "../../components/FormField";
import { AddressInput } from "../../components/AddressInput";
import { Spinner } from "../../components/Spinner";
import { UserCard } from "./UserCard";
import "./UserLookup.css";

/** 0x and 40 hex digits (no ethers here: the page must not pull it into the first screen's bundle). */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Finds a user by address (typed or pasted; 0x and 40 hex digits, checked here first): their account, balances,
 * node tier, inviter and ten latest bill entries (GET /api/admin/user).
 */
export function UserLookup() {
  const { t } = useTranslation();
  const ids = { address: useId(), error: useId() };
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [address, setAddress] = useState<string | null>(null);
  const found = useQuery({ ...adminUserQuery(address ?? ""), enabled: address !== null });

  const submit = () => {
    // Checked here as the adjustment form checks it; the server also checks a mixed-case address's checksum (10402).
    const typed = text.trim();
    if (!ADDRESS.test(typed)) return setError(t("admin.addressIncorrect"));
    setError("");
    setAddress(typed);
  };

  return (
    <section id="admin-lookup" className="card admin-section" aria-labelledby="lookup-title">
      <h2 id="lookup-title" className="card-title">
        {t("admin.lookupTitle")}
      </h2>
      <p className="muted small">{t("admin.lookupText")}</p>
      <form
        className="money-form lookup-form"
        role="search"
        aria-labelledby="lookup-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField id={ids.address} label={t("admin.lookupAddress")}>
          <AddressInput
            id={ids.address}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError("");
            }}
          />
        </FormField>
        {error && (
          <p id={ids.error} className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button block" disabled={found.isFetching}>
          {found.isFetching && <Spinner />}
          {t("admin.lookUp")}
        </button>
      </form>
      {address !== null && found.isError && <p className="muted lookup-missing">{found.error.message}</p>}
      {address !== null && found.data && <UserCard user={found.data} />}
    </section>
  );
}
