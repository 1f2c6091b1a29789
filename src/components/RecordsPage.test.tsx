import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { findPage, renderInRouter } from "../test/routerForTests";
import { RecordsPage } from "./RecordsPage";

interface Withdrawal {
  id: number;
  amount: string;
}

const twoWithdrawals = () =>
  Promise.resolve({
    count: 2,
    list: [
      { id: 2, amount: "25 USDT" },
      { id: 1, amount: "10 USDT" },
    ],
    next_cursor: null,
  });

function page(props: { label?: string; fetchPage?: typeof twoWithdrawals; emptyText?: string }) {
  return (
    <RecordsPage<Withdrawal>
      titleKey="routes.withdrawLogs"
      area="money-page"
      queryKey={["withdrawals"]}
      fetchPage={props.fetchPage ?? twoWithdrawals}
      itemKey={(w) => w.id}
      renderItem={(w) => <article aria-label={`Withdrawal ${w.id}`}>{w.amount}</article>}
      before={<p>Demo clock: day 3</p>}
      label={props.label}
      emptyText={props.emptyText}
    />
  );
}

describe("RecordsPage", () => {
  it("is titled, with a back control, what the page puts first, then its records as a list the title names", async () => {
    const user = userEvent.setup();
    await renderInRouter(page({}), { before: ["/withdraw"] });
    expect(screen.getByRole("heading", { level: 1, name: "Withdrawal records" })).toBeInTheDocument();
    expect(screen.getByText("Demo clock: day 3")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Withdrawal records" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((row) => row.textContent),
    ).toEqual(["25 USDT", "10 USDT"]);
    expect(screen.getByText("No more")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await findPage("/withdraw")).toBeInTheDocument();
  });

  it("says what the page gives for an empty list", async () => {
    const none = () => Promise.resolve({ count: 0, list: [], next_cursor: null });
    await renderInRouter(page({ fetchPage: none, emptyText: "No withdrawals yet" }));
    expect(await screen.findByText("No withdrawals yet")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("names the list by its own label when given one", async () => {
    await renderInRouter(page({ label: "USDT withdrawals" }));
    expect(await screen.findByRole("list", { name: "USDT withdrawals" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Withdrawal records" })).toBeInTheDocument();
  });
});
