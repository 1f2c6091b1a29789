import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";
import { AddressInput } from "../../components/AddressInput";
import { Icon } from "../../components/Icon";
import { toast } from "../../state/ui";
import { readAddressText } from "./addressText";
import "./WithdrawAddressField.css";

// The scanner (and, in browsers without a QR detector, the ZXing polyfill it loads) only when asked for.
const ScanSheet = lazy(() => import("./ScanSheet"));

interface Props {
  id: string;
  value: string;
  /** What the field now holds, typed, pasted or scanned: the page treats all three the same. */
  onChange: (value: string) => void;
  /** The form's error wiring (aria-invalid, aria-describedby) when the address is what is wrong. */
  invalid: Pick<React.InputHTMLAttributes<HTMLInputElement>, "aria-invalid" | "aria-describedby">;
}

/**
 * The withdrawal address: typed, pasted from the clipboard, or read from a QR code
 * (docs/decisions/0030-paste-and-scan.md).
 */
export function WithdrawAddressField({ id, value, onChange, invalid }: Props) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);

  const paste = async () => {
    let text: string;
    try {
      // Absent on insecure pages and in some in-app browsers; a refusal rejects.
      text = await navigator.clipboard.readText();
    } catch {
      toast(t("scan.pasteDenied"));
      return;
    }
    const read = readAddressText(text);
    if (read.kind === "address") onChange(read.address);
    else if (read.kind === "otherChain") toast(t("scan.otherChain"));
    else if (text.trim())
      onChange(text.trim()); // the form says what is wrong with it, as for typed text
    else toast(t("scan.clipboardEmpty"));
  };

  return (
    <FormField
      id={id}
      label={t("withdraw.address")}
      aside={
        <span className="address-actions">
          <button type="button" className="button small secondary" onClick={() => void paste()}>
            <Icon name="paste" />
            {t("scan.paste")}
          </button>
          <button type="button" className="button small secondary" onClick={() => setScanning(true)}>
            <Icon name="scan" />
            {t("scan.scan")}
          </button>
        </span>
      }
    >
      <AddressInput
        id={id}
        placeholder={t("withdraw.addressPlaceholder")}
        value={value}
        {...invalid}
        onChange={(e) => onChange(e.target.value)}
      />
      {scanning && (
        <Suspense fallback={null}>
          <ScanSheet
            onClose={() => setScanning(false)}
            onAddress={(address) => {
              setScanning(false);
              onChange(address);
            }}
          />
        </Suspense>
      )}
    </FormField>
  );
}
