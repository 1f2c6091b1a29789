import { beforeEach, describe, expect, it } from "vitest";
import { clearToastsOnNavigation, dismissToast, toast, ui } from "./ui";

beforeEach(() => {
  ui.toasts.splice(0);
});

describe("toast", () => {
  it("shows the same text raised twice once, and marks it raised again so its time starts over", () => {
    toast("Please connect your wallet first");
    toast("Please connect your wallet first");
    expect(ui.toasts).toHaveLength(1);
    expect(ui.toasts[0]).toMatchObject({ text: "Please connect your wallet first", repeats: 1 });
  });

  it("stacks different texts, and a dismissed one can be raised anew", () => {
    toast("Coming soon");
    toast("Copied");
    expect(ui.toasts.map((t) => t.text)).toEqual(["Coming soon", "Copied"]);
    dismissToast(ui.toasts[0]!.id);
    toast("Coming soon");
    expect(ui.toasts.map((t) => [t.text, t.repeats])).toEqual([
      ["Copied", 0],
      ["Coming soon", 0],
    ]);
  });

  it("never piles up: a burst keeps the two newest", () => {
    for (const text of ["Please choose the NFT", "Please enter the quantity", "Declined", "Pledge Success"])
      toast(text);
    expect(ui.toasts.map((t) => t.text)).toEqual(["Declined", "Pledge Success"]);
  });

  it("a navigation clears the page's old messages and keeps one raised for the navigation itself", () => {
    toast("Copy success");
    const raised = ui.toasts[0]!.raisedAt;
    toast("Pledge Success");
    ui.toasts[1]!.raisedAt = raised + 2_000;
    clearToastsOnNavigation(raised + 2_100);
    expect(ui.toasts.map((t) => t.text)).toEqual(["Pledge Success"]);
  });
});
