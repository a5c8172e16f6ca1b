import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { BillboardImage, BuiltImage } from "../../../src/page-context/built-image";
import { pageFor, preloadLayoutParts, renderLayout } from "../layouts/page-fixture";

const built = (stem: string, w: number, h: number, widths: number[]): BuiltImage => ({
  width: w,
  height: h,
  avif: widths.map((x) => `/static/media/${stem}-${x}.avif ${x}w`).join(", "),
  webp: widths.map((x) => `/static/media/${stem}-${x}.webp ${x}w`).join(", "),
  src: `/static/media/${stem}-${w}.webp`,
});

const image: BillboardImage = {
  desktop: built("wide", 1600, 640, [800, 1600]),
  mobile: built("tall", 375, 400, [375, 750]),
  alt: "An orange car on a country road at sunrise",
};

// The parts that load their code when near render at once in these tests.
beforeAll(preloadLayoutParts);

describe("the billboard of the booking layout", () => {
  it("shows a page's billboard under the booking engine: the desktop image from 650 px, AVIF before WebP, with its box's size", () => {
    const { container } = renderLayout(pageFor("ibe", { isBillboard: true, billboardImage: image }));
    const img = screen.getByRole("img", { name: image.alt });
    expect(img).toHaveAttribute("width", "375");
    expect(img).toHaveAttribute("height", "400");
    expect(img).toHaveAttribute("src", image.mobile.src);
    expect(img).toHaveAttribute("srcset", image.mobile.webp);
    expect(img).toHaveAttribute("sizes", "100vw");
    expect(img).toHaveAttribute("fetchpriority", "high");
    const sources = [...container.querySelectorAll("picture > source")].map((s) => ({
      media: s.getAttribute("media"),
      type: s.getAttribute("type"),
      srcset: s.getAttribute("srcset"),
      size: `${s.getAttribute("width")}x${s.getAttribute("height")}`,
    }));
    expect(sources).toEqual([
      { media: "(min-width: 650px)", type: "image/avif", srcset: image.desktop.avif, size: "1600x640" },
      { media: "(min-width: 650px)", type: "image/webp", srcset: image.desktop.webp, size: "1600x640" },
      { media: null, type: "image/avif", srcset: image.mobile.avif, size: "375x400" },
    ]);
    // After the booking engine (the page's main action first), before the main region.
    const slot = container.querySelector('[data-app-slot="booking-engine"]');
    const main = container.querySelector("main");
    expect(slot?.compareDocumentPosition(img)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main && img.compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("is decoration screen readers skip when its alt is empty, and absent from a page without one", () => {
    const { container, unmount } = renderLayout(pageFor("ibe", { isBillboard: true, billboardImage: { ...image, alt: "" } }));
    expect(container.querySelector("picture img")).toHaveAttribute("alt", "");
    expect(screen.queryByRole("img", { name: image.alt })).toBeNull();
    unmount();
    const plain = renderLayout(pageFor("ibe"));
    expect(plain.container.querySelector("picture")).toBeNull();
  });
});
