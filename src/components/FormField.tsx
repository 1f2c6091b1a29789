import type { ReactNode } from "react";
import "./FormField.css";

/**
 * One labelled control of a form, as every form of the app lays it out: the label (and, beside it, a hint such as
 * the available balance), then the control. The label names the control by `id`, so a screen reader and a tap on
 * the label both reach it.
 */
export function FormField({
  id,
  label,
  aside,
  wide = false,
  children,
}: {
  id: string;
  label: ReactNode;
  aside?: ReactNode;
  /** Spans both columns of a two-column filter grid. */
  wide?: boolean;
  children: ReactNode;
}) {
  const labelled = <label htmlFor={id}>{label}</label>;
  return (
    <div className={wide ? "field wide" : "field"}>
      {aside ? (
        <div className="field-head">
          {labelled}
          {aside}
        </div>
      ) : (
        labelled
      )}
      {children}
    </div>
  );
}
