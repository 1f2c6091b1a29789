import { useQuery } from "@tanstack/react-query";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/client";
import { ErrorCode } from "../api/wire";
import { findPage, renderInRouter } from "../test/routerForTests";
import { ResultView, type ResultShown } from "./ResultView";

interface Withdrawal {
  id: number;
  amount: string;
  done: boolean;
}

const RECORDS = { to: "/withdrawLogs", label: "Withdrawal records" } as const;

function show(w: Withdrawal): ResultShown {
  return {
    title: w.done ? "Withdrawal sent" : "Withdrawal submitted",
    icon: "withdraw",
    amount: w.amount,
    status: w.done ? "successful" : "pending",
    note: w.done ? undefined : "It is being confirmed on chain.",
    rows: [
      { label: "Fee", value: "1 USDT" },
      { label: "Record", value: `#${w.id}` },
    ],
  };
}

/** The result page as a feature writes it: its record from a query (here, from `load`). */
function WithdrawResult({
  load,
  named = true,
  ways,
}: {
  load: () => Promise<Withdrawal | null>;
  named?: boolean;
  ways?: Pick<ResultShown, "next" | "other">;
}) {
  const query = useQuery({ queryKey: ["withdrawal"], queryFn: load });
  return (
    <ResultView
      titleKey="routes.withdrawResult"
      query={query}
      named={named}
      records={RECORDS}
      show={(w) => ({ ...show(w), ...ways })}
    />
  );
}

const sent = () => Promise.resolve({ id: 12, amount: "25 USDT", done: true });

describe("ResultView", () => {
  it("shows what happened: a region named by it, the figure, the status and the details", async () => {
    await renderInRouter(<WithdrawResult load={sent} />);
    const result = within(await screen.findByRole("region", { name: "Withdrawal sent" }));
    expect(result.getByRole("heading", { level: 1, name: "Withdrawal result" })).toBeInTheDocument();
    expect(result.getByRole("heading", { level: 2, name: "Withdrawal sent" })).toBeInTheDocument();
    expect(result.getByText("25 USDT")).toBeInTheDocument();
    expect(result.getByText("Successful")).toBeInTheDocument();
    expect(result.getAllByRole("term").map((t) => t.textContent)).toEqual(["Fee", "Record"]);
    expect(result.getAllByRole("definition").map((d) => d.textContent)).toEqual(["1 USDT", "#12"]);
  });

  it("says an outcome not yet final in a live region", async () => {
    await renderInRouter(
      <WithdrawResult load={() => Promise.resolve({ id: 12, amount: "25 USDT", done: false })} />,
    );
    const note = await screen.findByText("It is being confirmed on chain.");
    expect(note).toHaveAttribute("aria-live", "polite");
    expect(screen.getByText("Pending")).toBeInTheDocument();
  });

  it('offers "View record" (its list) and "Done" (home) by default', async () => {
    const user = userEvent.setup();
    await renderInRouter(<WithdrawResult load={sent} />);
    const viewRecord = await screen.findByRole("link", { name: "View record" });
    expect(viewRecord).toHaveAttribute("href", "/withdrawLogs");
    expect(screen.getByRole("link", { name: "Done" })).toHaveAttribute("href", "/home");
    await user.click(screen.getByRole("link", { name: "Done" }));
    expect(await findPage("/home")).toBeInTheDocument();
  });

  it("offers the ways on the page gives, with their query", async () => {
    const user = userEvent.setup();
    await renderInRouter(
      <WithdrawResult
        load={sent}
        ways={{
          next: { to: "/withdraw", label: "Withdraw again" },
          other: { to: "/withdrawLogs", search: { coin: 2 }, label: "USDT records" },
        }}
      />,
    );
    expect(await screen.findByRole("link", { name: "Withdraw again" })).toHaveAttribute("href", "/withdraw");
    expect(screen.queryByRole("link", { name: "Done" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "USDT records" }));
    expect(await findPage("/withdrawLogs?coin=2")).toBeInTheDocument();
  });

  it("says it is loading while the record comes", async () => {
    await renderInRouter(<WithdrawResult load={() => new Promise(() => {})} />);
    expect(screen.getByText("Loading")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("heading", { level: 1, name: "Withdrawal result" })).toBeInTheDocument();
  });

  it("says the record is not found, leading to its list, when there is none", async () => {
    await renderInRouter(<WithdrawResult load={() => Promise.resolve(null)} />);
    expect(await screen.findByRole("region", { name: "Record not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Withdrawal records" })).toHaveAttribute("href", "/withdrawLogs");
    expect(screen.queryByRole("link", { name: "Done" })).not.toBeInTheDocument();
  });

  it("says the record is not found when the server says it does not exist", async () => {
    const gone = () => Promise.reject(new ApiError("No such record", "business", ErrorCode.recordNotFound));
    await renderInRouter(<WithdrawResult load={gone} />);
    expect(await screen.findByRole("region", { name: "Record not found" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("offers Try again when loading failed, and shows the result it then gets", async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<Withdrawal | null>>()
      .mockRejectedValueOnce(new ApiError("", "network", 0))
      .mockImplementationOnce(sent);
    await renderInRouter(<WithdrawResult load={load} />);
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Withdrawal sent" })).toBeInTheDocument();
  });

  it("goes to the records when opened without naming a record, in its place so Back does not return to it", async () => {
    const { history } = await renderInRouter(<WithdrawResult load={sent} named={false} />, {
      before: ["/withdraw"],
    });
    expect(await findPage("/withdrawLogs")).toBeInTheDocument();
    act(() => history.back());
    expect(await findPage("/withdraw")).toBeInTheDocument();
  });
});
