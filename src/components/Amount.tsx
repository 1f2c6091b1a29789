import { type Units, unitsOrZero } from "../lib/money/units";
import { useFormat } from "../lib/useFormat";
import "./Amount.css";

/**
 * Money as the app always shows it: the figure and its coin in one piece that does not wrap ("1,234.5000 USDT").
 * A movement (`signed`) carries "+" or "−" and the colour of money coming in or going out, the same in the bill,
 * every record list and every success page.
 */
export function Amount({
  value,
  coin,
  signed = false,
  places,
  className,
}: {
  value: string | Units;
  coin: string;
  signed?: boolean;
  places?: number;
  className?: string;
}) {
  const f = useFormat();
  const units = typeof value === "string" ? unitsOrZero(value) : value;
  const tone = signed && units !== 0n ? (units < 0n ? " minus" : " plus") : "";
  return (
    <span className={`amount${tone}${className ? ` ${className}` : ""}`}>
      {f.money(units, coin, { signed, places })}
    </span>
  );
}
