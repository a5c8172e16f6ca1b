import { autoRental, branchesJsonLd, openingHoursSpecification } from "../../../../src/features/branch-finder/structured-data";
import type { BranchDetails } from "../../../../src/page-context/branch-page-data";

const branch: BranchDetails = {
  id: "de-munchen-airport",
  name: "München Flughafen",
  kind: "airport",
  address: { street: "Nordallee 25", postcode: "85356", city: "München", country: "DE", lines: ["Nordallee 25", "85356 München"] },
  phone: "+49 89 555 1000",
  hours: [
    { days: ["MON", "TUE", "WED", "THU", "FRI"], intervals: [{ opens: "06:00", closes: "23:00" }] },
    {
      days: ["SAT"],
      intervals: [
        { opens: "07:00", closes: "12:00" },
        { opens: "13:00", closes: "20:00" },
      ],
    },
    { days: ["SUN"], intervals: [] },
  ],
  geo: { latitude: 48.35, longitude: 11.78 },
};

describe("the branches' structured data", () => {
  it("describes a branch as an AutoRental with name, address, telephone, hours, coordinates and its URL", () => {
    expect(autoRental(branch, "https://www.movanta.de/mietwagen/munchen#branch-de-munchen-airport")).toEqual({
      "@type": "AutoRental",
      "@id": "https://www.movanta.de/mietwagen/munchen#branch-de-munchen-airport",
      name: "Movanta München Flughafen",
      url: "https://www.movanta.de/mietwagen/munchen#branch-de-munchen-airport",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Nordallee 25",
        postalCode: "85356",
        addressLocality: "München",
        addressCountry: "DE",
      },
      telephone: "+49 89 555 1000",
      openingHoursSpecification: openingHoursSpecification(branch.hours),
      geo: { "@type": "GeoCoordinates", latitude: 48.35, longitude: 11.78 },
    });
  });

  it("gives each interval of each group of days one OpeningHoursSpecification, and closed days none", () => {
    expect(openingHoursSpecification(branch.hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "06:00",
        closes: "23:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "07:00", closes: "12:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "13:00", closes: "20:00" },
    ]);
  });

  it("leaves out what a branch does not have", () => {
    const { phone: _phone, geo: _geo, ...bare } = branch;
    const data = autoRental({ ...bare, address: { ...branch.address, postcode: undefined } }, "https://x.example/p#b");
    expect(data).not.toHaveProperty("telephone");
    expect(data).not.toHaveProperty("geo");
    expect(data.address).not.toHaveProperty("postalCode");
  });

  it("is one @graph per page that no name can break out of", () => {
    const text = branchesJsonLd(
      [{ ...branch, name: "</script><script>alert(1)</script>" }],
      "https://www.movanta.de/mietwagen/munchen",
      (id) => `branch-${id}`,
    );
    expect(text).not.toContain("<");
    const parsed = JSON.parse(text) as { "@graph": { name: string; url: string }[] };
    expect(parsed["@graph"][0]?.name).toBe("Movanta </script><script>alert(1)</script>");
    expect(parsed["@graph"][0]?.url).toBe("https://www.movanta.de/mietwagen/munchen#branch-de-munchen-airport");
  });
});
