import { optionsFromUrl } from "../../../src/runtime-apps/url-options";

describe("slot options from the page's address", () => {
  it("hands the booking engine the branch of `?branch=`", () => {
    expect(optionsFromUrl("booking-engine", "?branch=de-munchen-airport")).toEqual({ pickupBranchId: "de-munchen-airport" });
    expect(optionsFromUrl("booking-engine", "?rac-search_2.1.0&branch=us-new-york-centre")).toEqual({
      pickupBranchId: "us-new-york-centre",
    });
  });

  it("passes no value outside its pattern, and nothing to slots without address options", () => {
    expect(optionsFromUrl("booking-engine", "?branch=%3Cscript%3E")).toEqual({});
    expect(optionsFromUrl("booking-engine", `?branch=${"a".repeat(65)}`)).toEqual({});
    expect(optionsFromUrl("booking-engine", "?pickupBranchId=de-munchen-airport")).toEqual({});
    expect(optionsFromUrl("sign-in", "?branch=de-munchen-airport")).toEqual({});
  });
});
