import { screen } from "@testing-library/react";
import { PriceFrom } from "../../../src/components/price-from";
import { pageFor, renderInPage } from "../layouts/page-fixture";

describe("PriceFrom", () => {
  it("shows the amount the build formatted in the market's currency, per month or day", () => {
    renderInPage(<PriceFrom />, pageFor("plus", { price_from: { amount: 529, unit: "month" }, priceFromText: "$529.00" }));
    expect(screen.getByText("From $529.00 per month")).toBeInTheDocument();
  });

  it("shows nothing on a page without a price", () => {
    const { container } = renderInPage(<PriceFrom />, pageFor("plus"));
    expect(container).toBeEmptyDOMElement();
  });
});
