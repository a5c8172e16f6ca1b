import { render, screen } from "@testing-library/react";
import { AppSlot } from "../../../src/runtime-apps/slot";
import { OnPage } from "./page";

// The runner's chunk cannot be loaded (a deploy removed it, the network dropped).
vi.mock("../../../src/runtime-apps/start-slot", () => {
  throw new Error("Loading chunk app-runner failed");
});

describe("AppSlot when its runner does not load", () => {
  it("shows the quiet notice in that slot only and names the app in the console", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <OnPage>
        <AppSlot slot="booking-engine" />
        <p>Rest of the page</p>
      </OnPage>,
    );
    const region = screen.getByRole("region", { name: "Buchungsmaske" });
    expect(await screen.findByText("Buchungsmaske ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.")).toBeInTheDocument();
    expect(region).toHaveAttribute("data-app-status", "LOAD_ERROR");
    expect(screen.getByText("Rest of the page")).toBeVisible();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[runtime-apps\] rac-search: the app runner did not load/));
    errors.mockRestore();
  });
});
