import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { phoneIcon } from "../../../src/theme/icons";
import { fakeMedia } from "../components/media";
import { pageFor, renderLayout } from "./page-fixture";
import { everythingInView } from "../in-view";

// The plus page's list and reviews wait until the visitor comes near; here the screen shows everything.
everythingInView();

vi.mock("../../../src/runtime-apps/slot", () => import("../components/slot-stub"));

describe("the plus page's FAQ section", () => {
  it("leads the hotline with the phone icon, hidden from assistive technology", () => {
    fakeMedia({ width: 1440 });
    renderLayout(pageFor("plus"));
    const faq = screen.getByRole("region", { name: "How the subscription works" });
    const hotline = within(faq).getByRole("link", { name: "+1 (888) 274-9000" }).closest("p");
    const icon = hotline?.querySelector("svg");
    expect(icon?.querySelector("path")).toHaveAttribute("d", phoneIcon);
    expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(hotline?.firstElementChild).toBe(icon);
  });
});
