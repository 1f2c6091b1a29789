import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Units } from "../lib/money/units";
import { FormField } from "./FormField";
import type { AmountFieldState } from "./useAmountField";

/**
 * An amount input as every money form shows it: the label (and the balance beside it), the field with the decimal
 * keypad, Max when there is a balance to fill in, and the refusal right under the field, read with it.
 */
export function AmountField({
  field,
  id,
  label,
  aside,
  placeholder,
  max,
  disabled,
  onEdit,
}: {
  field: AmountFieldState;
  id: string;
  label: string;
  aside?: ReactNode;
  placeholder?: string;
  /** Max fills in this balance; undefined for a field without Max, null while the balance loads. */
  max?: Units | null;
  disabled?: boolean;
  /** Told of every edit (typing, Max): a form clears its own refusal then. */
  onEdit?: () => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const input = (
    <input
      id={id}
      className="input"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={field.text}
      disabled={disabled}
      aria-invalid={field.problem ? true : undefined}
      aria-describedby={field.problem ? errorId : undefined}
      onChange={(e) => {
        field.change(e.target.value);
        onEdit?.();
      }}
    />
  );
  return (
    <FormField id={id} label={label} aside={aside}>
      {max === undefined ? (
        input
      ) : (
        <div className="input-group">
          {input}
          <button
            type="button"
            className="button small secondary"
            disabled={max === null || disabled}
            onClick={() => {
              if (max === null) return;
              field.fillMax(max);
              onEdit?.();
            }}
          >
            {t("amountField.max")}
          </button>
        </div>
      )}
      {field.problem && (
        <p id={errorId} className="form-error" role="alert">
          {field.problem}
        </p>
      )}
    </FormField>
  );
}
