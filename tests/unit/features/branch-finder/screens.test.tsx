import { screen, within } from "@testing-library/react";
import { parseMarkup } from "../../../../src/markup";
import { BranchCityScreen } from "../../../../src/features/branch-finder/screens/city";
import { BranchFinderScreen } from "../../../../src/features/branch-finder/screens/finder";
import type { BranchDetails, BranchPageData } from "../../../../src/page-context/branch-page-data";
import { pageFor, renderInPage } from "../../layouts/page-fixture";

const airport: BranchDetails = {
  id: "us-new-york-airport",
  name: "New York Airport",
  kind: "airport",
  address: {
    street: "156 Main Street",
    postcode: "10001",
    region: "NY",
    city: "New York",
    country: "US",
    lines: ["156 Main Street", "New York, NY 10001"],
  },
  phone: "+1 212 555 1000",
  hours: [{ days: ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"], intervals: [{ opens: "05:30", closes: "23:30" }] }],
};
const downtown: BranchDetails = {
  id: "us-new-york-centre",
  name: "New York Downtown",
  kind: "city",
  address: { ...airport.address, street: "17 Market Street", lines: ["17 Market Street", "New York, NY 10001"] },
  hours: [
    {
      days: ["MON", "TUE", "WED", "THU", "FRI"],
      intervals: [
        { opens: "08:00", closes: "12:30" },
        { opens: "14:00", closes: "18:00" },
      ],
    },
    { days: ["SAT", "SUN"], intervals: [] },
  ],
};
const weekdays = {
  MON: "Monday",
  TUE: "Tuesday",
  WED: "Wednesday",
  THU: "Thursday",
  FRI: "Friday",
  SAT: "Saturday",
  SUN: "Sunday",
} as const;
const cityData: Extract<BranchPageData, { kind: "city" }> = {
  kind: "city",
  city: "New York",
  branches: [airport, downtown],
  breadcrumbs: [
    { title: "Car rental locations", path: "/car-rental" },
    { title: "New York", path: "/car-rental/new-york" },
  ],
  weekdays,
};
const cityPage = pageFor("navigation", {
  template: "branch-city",
  city_name: "New York",
  body: parseMarkup("# Car rental in [CityName]\n\nPick up your car here."),
});

describe("a city page", () => {
  it("has its heading from the editors, then one heading per branch under the city's", () => {
    renderInPage(<BranchCityScreen data={cityData} />, cityPage);
    expect(screen.getAllByRole("heading").map((h) => `${h.tagName} ${h.textContent ?? ""}`)).toEqual([
      "H1 Car rental in New York",
      "H2 Branches in New York",
      "H3 New York Airport",
      "H4 Opening hours",
      "H3 New York Downtown",
      "H4 Opening hours",
    ]);
  });

  it("leads back to the finder with breadcrumbs, the city being the current page", () => {
    renderInPage(<BranchCityScreen data={cityData} />, cityPage);
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(trail).getByRole("link", { name: "Car rental locations" })).toHaveAttribute("href", "/car-rental");
    expect(within(trail).getByText("New York")).toHaveAttribute("aria-current", "page");
  });

  it("shows each branch's address, phone and hours in the market's formats, with time elements", () => {
    renderInPage(<BranchCityScreen data={cityData} />, cityPage);
    const entry = (name: string): HTMLElement => {
      const item = screen.getByRole("heading", { level: 3, name }).closest("li");
      if (!item) throw new Error(`${name} is not in a list`);
      return item;
    };
    const [first, second] = [entry("New York Airport"), entry("New York Downtown")];
    expect(first.querySelector("address")).toHaveTextContent("156 Main StreetNew York, NY 10001");
    expect(within(first).getByRole("link", { name: "+1 212 555 1000" })).toHaveAttribute("href", "tel:+12125551000");
    expect(first).toHaveTextContent("Monday – Sunday05:30 AM – 11:30 PM");
    expect(first.querySelector("time[datetime='23:30']")).toHaveTextContent("11:30 PM");
    expect(second).toHaveTextContent("Monday – Friday08:00 AM – 12:30 PM, 02:00 PM – 06:00 PM");
    expect(second).toHaveTextContent("Saturday – SundayClosed");
    expect(within(second).queryByRole("link", { name: /^\+1/ })).toBeNull();
  });

  it("books each branch on the start page with the branch as the booking engine's pickup", () => {
    renderInPage(<BranchCityScreen data={cityData} />, cityPage);
    const link = screen.getByRole("link", { name: "Book here: New York Downtown" });
    expect(link).toHaveTextContent("Book here");
    expect(link).toHaveAttribute("href", "/?branch=us-new-york-centre");
  });
});

describe("the branch finder", () => {
  const finderPage = pageFor("navigation", { template: "branch-finder", body: parseMarkup("# Car rental near you") });

  it("lists each city as a link to its page with its branches' names and addresses", () => {
    renderInPage(
      <BranchFinderScreen
        data={{ kind: "finder", cities: [{ name: "New York", path: "/car-rental/new-york", branches: [airport, downtown] }] }}
      />,
      finderPage,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Branches by city" })).toBeInTheDocument();
    const city = screen.getByRole("heading", { level: 3, name: "New York" });
    expect(within(city).getByRole("link")).toHaveAttribute("href", "/car-rental/new-york");
    expect(screen.getByText("2 branches")).toBeInTheDocument();
    expect(screen.getByText("Airport branch")).toBeInTheDocument();
    expect(document.querySelectorAll("address")).toHaveLength(2);
  });

  it("says so when there are no branches, and offers online booking", () => {
    renderInPage(<BranchFinderScreen data={{ kind: "finder", cities: [] }} />, finderPage);
    expect(screen.getByText("There are no branches to show here right now.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book your car online" })).toHaveAttribute("href", "/online");
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });
});
