import "./Spinner.css";

/** A small spinning ring beside a loading text; decorative. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
