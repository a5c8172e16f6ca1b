import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFixtureApi } from "../../../../dev/fixture-api";
import { CampaignScreen } from "../../../../src/features/plus-campaign/campaign-screen";
import { pickCampaign } from "../../../../src/features/plus-campaign/pick-campaign";
import type { Campaign } from "../../../../src/web-api/campaigns";
import { pageFor, renderInPage } from "../../layouts/page-fixture";
import { standInCaptcha } from "../../services/stand-in-captcha";

// The provider's script cannot run here: the adapter's loader hands out the stand-in's tokens, which the fixture API checks.
vi.mock("../../../../src/services/captcha/widget", async () => (await import("../../services/stand-in-captcha")).standInWidgetModule);

const campaign = (slug: string, status: Campaign["status"], product: Campaign["product"] = "cars"): Campaign => ({
  id: `us-${slug}`,
  slug,
  country: "US",
  product,
  title: slug,
  benefit: "",
  description: "",
  deadline: "2026-12-24",
  status,
});

describe("which campaign the page shows", () => {
  const list = [campaign("winter-tyres", "closed"), campaign("van-starter", "open", "trucks"), campaign("spring-bonus", "open")];
  it("is the one the query names, else the first open car campaign", () => {
    expect(pickCampaign(list, "?campaign=winter-tyres")?.slug).toBe("winter-tyres");
    expect(pickCampaign(list, "?campaign=van-starter")?.slug).toBe("van-starter");
    expect(pickCampaign(list, "")?.slug).toBe("spring-bonus");
    expect(pickCampaign(list, "?campaign=<script>")?.slug).toBe("spring-bonus");
    expect(pickCampaign([campaign("winter-tyres", "closed")], "")).toBeUndefined();
  });
});

describe("the campaign registration screen", () => {
  let api = createFixtureApi();
  beforeEach(() => {
    api = createFixtureApi();
    window.history.replaceState(null, "", "/plus/campaign");
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => api.fetch(String(input).replace("/api/", "/"), init)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const fill = (email: string) => {
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Muster" } });
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: email } });
    fireEvent.click(screen.getByRole("checkbox", { name: "I accept the conditions of this campaign." }));
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
  };

  it("shows the benefit and its deadline, checks the form, registers once and refuses the same e-mail again", async () => {
    renderInPage(<CampaignScreen />, pageFor("plus"));
    expect(await screen.findByRole("heading", { name: "Spring switch bonus" })).toBeInTheDocument();
    expect(screen.getByText(/^Register by \d\d\/\d\d\/\d{4}\. The benefit expires after this date\.$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(screen.getAllByText("Required field cannot be left empty.")).toHaveLength(3);
    expect(screen.getByText("Please accept the conditions to register.")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveFocus();

    fill("ada@example.com");
    const success = await screen.findByRole("dialog", { name: "Registration successful" });
    fireEvent.click(within(success).getByRole("button", { name: "Okay" }));
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    const error = await screen.findByRole("alertdialog", { name: "Something went wrong" });
    expect(error).toHaveTextContent("An account already exists for this email address. Please complete your profile in the app.");
  });

  it("names the regional plus support mailbox, not the general one, when registration fails", async () => {
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      api.fetch(String(input).replace("/api/", "/"), {
        ...init,
        headers: { ...init?.headers, "x-fixture-fault": "campaign.register:500" },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderInPage(<CampaignScreen />, pageFor("plus"));
    await screen.findByRole("heading", { name: "Spring switch bonus" });
    fill("ada.fault@example.com");
    const error = await screen.findByRole("alertdialog", { name: "Something went wrong" });
    expect(within(error).getByRole("link", { name: "plus-us@movanta.example" })).toHaveAttribute("href", "mailto:plus-us@movanta.example");
    expect(within(error).queryByRole("link", { name: "service-us@movanta.example" })).toBeNull();
  });

  it("sends a captcha token for the registration, and when the captcha fails says so and keeps what was typed", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === "POST") bodies.push(JSON.parse(String(init.body)));
        return api.fetch(String(input).replace("/api/", "/"), init);
      }),
    );
    renderInPage(<CampaignScreen />, pageFor("plus"));
    await screen.findByRole("heading", { name: "Spring switch bonus" });
    fill("ada.token@example.com");
    const success = await screen.findByRole("dialog", { name: "Registration successful" });
    expect(bodies).toEqual([
      expect.objectContaining({ email: "ada.token@example.com", captchaToken: expect.stringMatching(/^s0\.campaign_register\./) }),
    ]);
    fireEvent.click(within(success).getByRole("button", { name: "Okay" }));

    vi.spyOn(standInCaptcha, "token").mockRejectedValueOnce(new Error("refused"));
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "ada.refused@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    const error = await screen.findByRole("alertdialog", { name: "Something went wrong" });
    expect(error).toHaveTextContent("We could not confirm that this request comes from a person. Please try again.");
    expect(bodies).toHaveLength(1);
    expect(screen.getByLabelText("Email address")).toHaveValue("ada.refused@example.com");
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
  });

  it("shows the captcha message when the API refuses the token", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        api.fetch(String(input).replace("/api/", "/"), {
          ...init,
          headers: { ...init?.headers, "x-fixture-fault": "campaign.register:captcha" },
        }),
      ),
    );
    renderInPage(<CampaignScreen />, pageFor("plus"));
    await screen.findByRole("heading", { name: "Spring switch bonus" });
    fill("ada.api-refused@example.com");
    const error = await screen.findByRole("alertdialog", { name: "Something went wrong" });
    expect(error).toHaveTextContent("We could not confirm that this request comes from a person. Please try again.");
  });

  it("says registration is closed after the deadline and shows no form", async () => {
    window.history.replaceState(null, "", "/plus/campaign?campaign=winter-tyres");
    renderInPage(<CampaignScreen />, pageFor("plus"));
    expect(await screen.findByRole("heading", { name: "Winter tyres on us" })).toBeInTheDocument();
    expect(
      screen.getByText(/^Registration for this campaign closed on \d\d\/\d\d\/\d{4}\. The benefit has expired\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
  });
});
