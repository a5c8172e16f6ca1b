import { act, fireEvent, screen, within } from "@testing-library/react";
import { markets } from "../../../../markets";
import { ThankYouScreen } from "../../../../src/features/ride-signup/thank-you-screen";
import { voucherDiscount, voucherFromState } from "../../../../src/features/ride-signup/voucher";
import { pageFor, renderInPage } from "../../layouts/page-fixture";

const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};

describe("the first-ride voucher", () => {
  it("is 15 in EUR, GBP or USD, written the market's way", () => {
    expect(voucherDiscount(market("us"))).toBe("$15.00");
    expect(voucherDiscount(market("gb"))).toBe("£15.00");
    expect(voucherDiscount(market("de"))).toBe("15,00\u00a0€");
    expect(voucherDiscount(market("nl"))).toBe("€\u00a015,00");
    // A market outside the three currencies gets the discount in EUR, never in its own.
    expect(voucherDiscount(market("ch"))).toMatch(/^(EUR|€)\s?15[.,]00$|^15[.,]00\s?(EUR|€)$/);
  });

  it("accepts only a code of the API's form from the history state", () => {
    expect(voucherFromState({ voucherCode: "RIDE15-ABC123" })).toBe("RIDE15-ABC123");
    expect(voucherFromState({ voucherCode: "<img src=x>" })).toBeUndefined();
    expect(voucherFromState(null)).toBeUndefined();
    expect(voucherFromState({ key: "123" })).toBeUndefined();
  });
});

describe("the thank-you page", () => {
  it("copies the voucher code and says it did", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderInPage(<ThankYouScreen historyState={{ voucherCode: "RIDE15-ABC123" }} />, pageFor("ride"));
    const voucher = screen.getByRole("region", { name: "Get $15.00 off your first ride with a voucher code." });
    expect(within(voucher).getByText("RIDE15-ABC123")).toBeInTheDocument();
    await act(async () => fireEvent.click(within(voucher).getByRole("button", { name: "Copy voucher code" })));
    expect(writeText).toHaveBeenCalledWith("RIDE15-ABC123");
    expect(within(voucher).getByRole("status")).toHaveTextContent("Voucher code RIDE15-ABC123 copied.");
  });

  it("asks the visitor to copy by hand when the clipboard refuses", async () => {
    Object.assign(navigator, { clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    renderInPage(<ThankYouScreen historyState={{ voucherCode: "RIDE15-ABC123" }} />, pageFor("ride"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy voucher code" })));
    expect(screen.getByRole("status")).toHaveTextContent("Copying did not work. Please select the code and copy it yourself.");
  });

  it("without a code says how to get one, and offers no copy button", () => {
    renderInPage(<ThankYouScreen historyState={null} />, pageFor("ride"));
    expect(
      screen.getByText("Your voucher code appears here after you confirm your email address with the link we sent you."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Copy voucher code" })).not.toBeInTheDocument();
  });

  it("shows the market's store links in new windows without opener", () => {
    renderInPage(<ThankYouScreen historyState={null} />, pageFor("ride"));
    const banner = screen.getByRole("complementary", { name: "Get the app" });
    const ios = within(banner).getByRole("link", { name: "App for iOS (opens in a new window)" });
    expect(ios).toHaveAttribute("href", market("us").links.appStore);
    expect(ios).toHaveAttribute("target", "_blank");
    expect(ios).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(banner).getByRole("link", { name: "App for Android (opens in a new window)" })).toHaveAttribute(
      "href",
      market("us").links.playStore,
    );
  });

  it("shows no app banner in a market without store links", () => {
    const us = market("us");
    const { appStore: _a, playStore: _p, ...links } = us.links;
    renderInPage(<ThankYouScreen historyState={null} />, pageFor("ride", { market: { ...us, links } }));
    expect(screen.queryByRole("complementary", { name: "Get the app" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /App for/ })).not.toBeInTheDocument();
  });
});
