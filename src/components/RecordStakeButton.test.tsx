import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withReplacedModules } from "../test/replacedModules";
import { testQueryClient } from "../test/routerForTests";

// The button calls the API module itself: the one call it makes is replaced, so no request leaves the test. The
// button, the toasts and their store are this file's own copies, importing the replaced module.
const recording = vi.fn();
let RecordStakeButton: typeof import("./RecordStakeButton").RecordStakeButton;
let Toasts: typeof import("./Toasts").Toasts;
let ui: typeof import("../state/ui").ui;
withReplacedModules({ "src/api/nft.ts": () => ({ recordStake: recording }) }, async () => {
  ({ RecordStakeButton } = await import("./RecordStakeButton"));
  ({ Toasts } = await import("./Toasts"));
  ({ ui } = await import("../state/ui"));
});

function renderButton(tokenId: number) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <RecordStakeButton tokenId={tokenId} />
      <Toasts />
    </QueryClientProvider>,
  );
}

describe("RecordStakeButton", () => {
  afterEach(() => {
    recording.mockReset();
    ui.toasts.splice(0);
  });

  it('says "Record stake", named for its NFT among the others', () => {
    renderButton(7);
    const button = screen.getByRole("button", { name: "Record stake of NFT #7" });
    expect(button).toHaveTextContent(/^Record stake$/);
    expect(button).toBeEnabled();
  });

  it("records the NFT's stake, is disabled while it does, and says when it is recorded", async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    recording.mockReturnValue(new Promise((resolve) => (answer = () => resolve([]))));
    renderButton(7);
    const button = screen.getByRole("button", { name: "Record stake of NFT #7" });
    await user.click(button);
    expect(recording).toHaveBeenCalledTimes(1);
    expect(recording.mock.calls[0]![0]).toEqual([7]);
    expect(button).toBeDisabled();
    await user.click(button);
    expect(recording).toHaveBeenCalledTimes(1);

    answer();
    expect(await screen.findByText("Stake recorded")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Stake recorded");
    expect(button).toBeEnabled();
  });

  it("says nothing of its own when the recording is refused (the app's mutation cache says why), and can be tried again", async () => {
    const user = userEvent.setup();
    recording.mockRejectedValueOnce(new Error("refused"));
    renderButton(7);
    const button = screen.getByRole("button", { name: "Record stake of NFT #7" });
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    recording.mockResolvedValueOnce([]);
    await user.click(button);
    expect(await screen.findByText("Stake recorded")).toBeInTheDocument();
    expect(recording).toHaveBeenCalledTimes(2);
  });
});
