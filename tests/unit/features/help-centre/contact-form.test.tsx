import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFixtureApi } from "../../../../dev/fixture-api";
import { markets } from "../../../../markets";
import { ContactForm } from "../../../../src/features/help-centre/contact/contact-form";
import { pageFor, renderInPage } from "../../layouts/page-fixture";
import { usCentre } from "./us-centre";

// The provider's script cannot run here: the adapter's loader hands out the stand-in's tokens, which the fixture API checks.
vi.mock("../../../../src/services/captcha/widget", async () => (await import("../../services/stand-in-captcha")).standInWidgetModule);

const info = usCentre;

const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};

describe("the help contact form's request", () => {
  const bodies: unknown[] = [];
  beforeEach(() => {
    const api = createFixtureApi();
    bodies.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === "POST") bodies.push(JSON.parse(String(init.body)));
        return api.fetch(String(input).replace("/api/", "/"), init);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const send = async (marketId: string, phone = "+1 555 123 4567") => {
    renderInPage(<ContactForm info={info} id="contact" />, pageFor("navigation", { market: market(marketId) }));
    fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "rent-booking" } });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada Muster" } });
    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: phone } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Where is my invoice?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("heading", { name: "Message sent" })).toBeInTheDocument();
  };

  it("carries the private site's flow id on the private site", async () => {
    await send("us");
    expect(bodies).toEqual([expect.objectContaining({ "country-code": "US", contactFlowId: "help-contact-us" })]);
  });

  it("carries the business flow id on a business site, so its request differs from the private one's", async () => {
    await send("us-business");
    expect(bodies).toEqual([expect.objectContaining({ "country-code": "US", contactFlowId: "help-contact-business-us" })]);
  });

  it("says below the phone field which country code it adds to a national number", () => {
    renderInPage(<ContactForm info={info} id="contact" />, pageFor("navigation", { market: market("us") }));
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(/Without one, we add \+1\./);
  });

  it("sends a national phone number with the market's country code", async () => {
    await send("us", "0555 123 4567");
    expect(bodies).toEqual([expect.objectContaining({ phone: "+1 555 123 4567" })]);
  });

  it("keeps a number given with its own country code, with + or 00", async () => {
    await send("us", "0049 89 2023 3000");
    expect(bodies).toEqual([expect.objectContaining({ phone: "+49 89 2023 3000" })]);
  });
});
