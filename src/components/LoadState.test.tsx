import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/client";
import { ErrorCode } from "../api/wire";
import { findPage, renderInRouter } from "../test/routerForTests";
import { LoadState } from "./LoadState";

type Query = Parameters<typeof LoadState>[0]["query"];

/** The part of a query LoadState reads, as a page's useQuery gives it. */
function query(status: Query["status"], error: Error | null = null) {
  return { status, error, refetch: vi.fn() };
}

const MISSING = { to: "/exchangeLogs", label: "Exchange records" } as const;

describe("LoadState", () => {
  it("says the page is loading, as a busy region", () => {
    render(<LoadState query={query("pending")} />);
    expect(screen.getByText("Loading")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("offers Try again after a network or server failure, which asks again", async () => {
    const user = userEvent.setup();
    const failed = query("error", new ApiError("", "network", 0));
    render(<LoadState query={failed} />);
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it("says why the server refused, as an alert, with no retry that would be refused again", () => {
    render(<LoadState query={query("error", new ApiError("This record is locked", "business", 10001))} />);
    expect(screen.getByRole("alert")).toHaveTextContent("This record is locked");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("says a refusal the server gave no words for as a system error", () => {
    render(<LoadState query={query("error", new ApiError("", "business", 10001))} />);
    expect(screen.getByRole("alert")).toHaveTextContent("System error, try again later");
  });

  it("says a record that does not exist is not found, and leads to its list", async () => {
    const user = userEvent.setup();
    const gone = query("error", new ApiError("No such record", "business", ErrorCode.recordNotFound));
    await renderInRouter(<LoadState query={gone} missing={MISSING} />);
    expect(screen.getByRole("heading", { name: "Record not found" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Exchange records" }));
    expect(await findPage("/exchangeLogs")).toBeInTheDocument();
  });

  it("says the server's words for a missing record when the page has no list to lead to", () => {
    render(
      <LoadState
        query={query("error", new ApiError("No such record", "business", ErrorCode.recordNotFound))}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("No such record");
  });
});
