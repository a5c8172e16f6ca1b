import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContactOptions } from "../../../../src/features/help-centre/contact-options";
import type { HelpCentreInfo } from "../../../../src/page-context/help-page-data";
import { chatIcon, mailIcon, phoneIcon } from "../../../../src/theme/icons";
import { renderInPage } from "../../layouts/page-fixture";
import { usCentre } from "./us-centre";

const info: HelpCentreInfo = { ...usCentre, topics: [] };

/** The path each item of the list shows beside its text, or null. */
const iconsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.querySelector("svg path")?.getAttribute("d") ?? null);

describe("the help centre's contact options", () => {
  it("lead the phone, mail and chat channels with their icons, and the contact form with the same indent", () => {
    renderInPage(<ContactOptions info={info} headingLevel={2} />);
    const list = within(screen.getByRole("region", { name: "Still need help?" })).getByRole("list");
    expect(iconsOf(list)).toEqual([phoneIcon, mailIcon, null, chatIcon]);
  });

  it("keep the icons out of the accessibility tree, so each link is named by its text alone", () => {
    renderInPage(<ContactOptions info={info} headingLevel={2} />);
    const region = screen.getByRole("region", { name: "Still need help?" });
    for (const svg of region.querySelectorAll("svg")) expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(within(region).getByRole("link", { name: "+1 (888) 274-9000" })).toHaveAttribute("href", "tel:+18882749000");
    expect(within(region).getByRole("link", { name: /feedback on our chat/ })).toHaveAttribute("rel", "noopener noreferrer");
  });
});
