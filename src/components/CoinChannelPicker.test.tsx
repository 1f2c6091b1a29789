import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CoinChannelPicker, type CoinChannels } from "./CoinChannelPicker";

const PROTOCOLS: CoinChannels[] = [
  { coin_id: 1, coin_name: "USDT", channels: [{ channel: "BEP20" }, { channel: "ERC20" }] },
  { coin_id: 2, coin_name: "HOLD", channels: [{ channel: "BEP20-HOLD" }] },
];
const labels = { coin: "Currency", channel: "Channel" };

/** As the withdrawal form holds it: no currency at first, each change applied. */
function Withdraw({
  protocols = PROTOCOLS,
  invalid,
  onChange,
}: {
  protocols?: CoinChannels[] | null;
  invalid?: object;
  onChange: (coinId: number, channel: string) => void;
}) {
  const [pick, setPick] = useState({ coinId: 0, channel: "" });
  return (
    <>
      <CoinChannelPicker
        protocols={protocols}
        coinId={pick.coinId}
        channel={pick.channel}
        labels={labels}
        placeholder="Select currency"
        invalid={invalid}
        onChange={(coinId, channel) => {
          setPick({ coinId, channel });
          onChange(coinId, channel);
        }}
      />
      <p id="coin-error">Please select the withdrawal currency</p>
    </>
  );
}

const currency = () => screen.getByRole("combobox", { name: "Currency" });
const channel = () => screen.getByRole("combobox", { name: "Channel" });
const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("CoinChannelPicker", () => {
  it("offers each currency after the empty choice; the channel waits for a currency", () => {
    render(<Withdraw onChange={() => {}} />);
    expect(optionNames(currency())).toEqual(["Select currency", "USDT", "HOLD"]);
    expect(currency()).toHaveDisplayValue("Select currency");
    expect(channel()).toBeDisabled();
    expect(channel()).toHaveDisplayValue("--");
  });

  it("a currency chosen brings its first channel, and its channels to choose from", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Withdraw onChange={onChange} />);
    await user.selectOptions(currency(), "USDT");
    expect(onChange).toHaveBeenLastCalledWith(1, "BEP20");
    expect(channel()).toBeEnabled();
    expect(channel()).toHaveDisplayValue("BEP20");
    expect(optionNames(channel())).toEqual(["BEP20", "ERC20"]);

    await user.selectOptions(channel(), "ERC20");
    expect(onChange).toHaveBeenLastCalledWith(1, "ERC20");
    expect(channel()).toHaveDisplayValue("ERC20");

    await user.selectOptions(currency(), "HOLD");
    expect(onChange).toHaveBeenLastCalledWith(2, "BEP20-HOLD");
    expect(optionNames(channel())).toEqual(["BEP20-HOLD"]);
  });

  it("back on the empty choice, no currency and no channel", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Withdraw onChange={onChange} />);
    await user.selectOptions(currency(), "USDT");
    await user.selectOptions(currency(), "Select currency");
    expect(onChange).toHaveBeenLastCalledWith(0, "");
    expect(channel()).toBeDisabled();
  });

  it("carries the form's refusal on the currency", () => {
    render(
      <Withdraw onChange={() => {}} invalid={{ "aria-invalid": true, "aria-describedby": "coin-error" }} />,
    );
    expect(currency()).toBeInvalid();
    expect(currency()).toHaveAccessibleDescription("Please select the withdrawal currency");
    expect(channel()).toBeValid();
  });

  it("while the currencies load, offers only the empty choice", () => {
    render(<Withdraw protocols={null} onChange={() => {}} />);
    expect(optionNames(currency())).toEqual(["Select currency"]);
    expect(channel()).toBeDisabled();
  });
});
