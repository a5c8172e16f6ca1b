import { renderToStaticMarkup } from "react-dom/server";
import { PromotionHeroPreload } from "../../../src/components/promotion-hero/preload";
import type { AirportPromotion } from "../../../src/components/promotion-hero/promotion-hero";

const promotion: AirportPromotion = {
  hero_image_desktop: { filename_disk: "airport-hero-desktop.jpg" },
  hero_image_mobile: { filename_disk: "airport-hero-mobile.jpg" },
  pre_title: "Airport",
  title: "Your car is waiting at the airport",
};

describe("the head of a promotion page", () => {
  it("preloads the hero's photo for each screen size with high priority, from the domain's marketing folder on the page's own host, without an href the offline plugin would fetch again", () => {
    const html = renderToStaticMarkup(<PromotionHeroPreload promotion={promotion} domain="www.movanta.com" />);
    const links = [...new DOMParser().parseFromString(`<head>${html}</head>`, "text/html").querySelectorAll("link")];
    expect(
      links.map((l) => [
        l.rel,
        l.getAttribute("as"),
        l.getAttribute("imagesrcset"),
        l.hasAttribute("href"),
        l.media,
        l.getAttribute("fetchpriority"),
      ]),
    ).toEqual([
      ["preload", "image", "/marketing/www.movanta.com/airport-hero-desktop.jpg", false, "(min-width: 650px)", "high"],
      ["preload", "image", "/marketing/www.movanta.com/airport-hero-mobile.jpg", false, "not all and (min-width: 650px)", "high"],
    ]);
  });

  it("preloads nothing on a page without a promotion", () => {
    expect(renderToStaticMarkup(<PromotionHeroPreload promotion={undefined} domain="www.movanta.com" />)).toBe("");
  });
});
