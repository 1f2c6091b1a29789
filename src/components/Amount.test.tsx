import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { units } from "../lib/money/units";
import { Amount } from "./Amount";

/**
 * What the amount reads as, exactly (the no-break space included). An amount is text in the flow with no role of its
 * own, so it is read from what was rendered.
 */
const shown = (element: ReactElement) => render(element).container.textContent;

describe("Amount", () => {
  it("shows the figure grouped, at four decimals, with its coin after a no-break space", () => {
    expect(shown(<Amount value="1234567.5" coin="USDT" />)).toBe("1,234,567.5000\u00a0USDT");
  });

  it("rounds half away from zero at its places", () => {
    expect(shown(<Amount value="0.00005" coin="HOLD" />)).toBe("0.0001\u00a0HOLD");
    expect(shown(<Amount value="2.00004" coin="HOLD" />)).toBe("2.0000\u00a0HOLD");
  });

  it("shows the places it is given", () => {
    expect(shown(<Amount value="1234.567" coin="USDT" places={2} />)).toBe("1,234.57\u00a0USDT");
  });

  it("takes units as well as a decimal string", () => {
    expect(shown(<Amount value={units("25.5")} coin="USDT" />)).toBe("25.5000\u00a0USDT");
  });

  it("as a movement, writes + for money in and a true minus sign for money out", () => {
    expect(shown(<Amount value="3.5" coin="USDT" signed />)).toBe("+3.5000\u00a0USDT");
    expect(shown(<Amount value="-12" coin="HOLD" signed />)).toBe("\u221212.0000\u00a0HOLD");
    expect(shown(<Amount value="0" coin="HOLD" signed />)).toBe("0.0000\u00a0HOLD");
  });

  it("without signed, a positive amount has no +", () => {
    expect(shown(<Amount value="3.5" coin="USDT" />)).toBe("3.5000\u00a0USDT");
  });

  it("shows an unreadable figure as zero rather than breaking the page", () => {
    expect(shown(<Amount value="n/a" coin="USDT" />)).toBe("0.0000\u00a0USDT");
  });
});
