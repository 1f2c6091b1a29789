import { beforeEach, describe, expect, it } from "vitest";
import { dismissToast, toast, ui } from "./ui";

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
});
