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

  it("hands each step of the booking journey the search and the choices before it, and nothing else", () => {
    const query =
      "?pickup=Airport%20Terminal%201&from=2027-03-01T12:30&to=2027-03-04T08:30&currency=EUR&offer=of-2&extras=ex-driver,ex-child-seat&key=abcdef123456&reservation=res-1&gone=1";
    const search = { pickup: "Airport Terminal 1", pickupAt: "2027-03-01T12:30", returnAt: "2027-03-04T08:30", currency: "EUR" };
    expect(optionsFromUrl("booking-offers", query)).toEqual({ ...search, offerId: "of-2" });
    expect(optionsFromUrl("booking-extras", query)).toEqual({ ...search, offerId: "of-2", extras: "ex-driver,ex-child-seat" });
    expect(optionsFromUrl("booking-driver", query)).toEqual({
      ...search,
      offerId: "of-2",
      extras: "ex-driver,ex-child-seat",
      idempotencyKey: "abcdef123456",
    });
    expect(optionsFromUrl("booking-confirmation", query)).toEqual({ reservationId: "res-1" });
    expect(optionsFromUrl("booking-offers", "?notice=gone&from=tomorrow&pickup=%3Cb%3E")).toEqual({ notice: "gone" });
  });
});
