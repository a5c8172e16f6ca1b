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
    expect(
      await screen.findByText("Buchungsmaske ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal."),
    ).toBeInTheDocument();
    expect(region).toHaveAttribute("data-app-status", "LOAD_ERROR");
    expect(screen.getByText("Rest of the page")).toBeVisible();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[runtime-apps\] rac-search: the app runner did not load/));
    errors.mockRestore();
  });

  it("gives a compact slot (the header's sign-in) a short word over its fixed box and the whole notice to screen readers", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <OnPage>
        <AppSlot slot="sign-in" />
      </OnPage>,
    );
    const region = screen.getByRole("region", { name: "Anmeldung" });
    const notice = await screen.findByText("Anmeldung ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.");
    const short = screen.getByText("Nicht verfügbar");
    expect(short).toHaveAttribute("aria-hidden", "true");
    // Laid over the reserved box, not in its flow: the header cannot grow.
    expect(getComputedStyle(notice.parentElement ?? notice).position).toBe("absolute");
    expect(region).toContainElement(short);
    errors.mockRestore();
  });
});
