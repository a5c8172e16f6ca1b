import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IconLine, LINE_ICON_SIZE } from "../../../src/components/icon-line";
import { mailIcon } from "../../../src/theme/icons";
import { Providers, pageFor } from "../layouts/page-fixture";

const inPage = (ui: React.ReactNode) => render(<Providers page={pageFor("default")}>{ui}</Providers>);

describe("a line led by an icon", () => {
  it("shows the icon hidden from assistive technology, its box sized before any style loads", () => {
    const { container } = inPage(
      <IconLine as="p" icon={mailIcon}>
        Write to us
      </IconLine>,
    );
    const line = container.querySelector("p");
    const svg = line?.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("width", String(LINE_ICON_SIZE));
    expect(svg).toHaveAttribute("height", String(LINE_ICON_SIZE));
    expect(svg?.querySelector("path")).toHaveAttribute("d", mailIcon);
    expect(line).toHaveTextContent("Write to us");
  });

  it("keeps the indent of the icon, hidden and empty, when it has none", () => {
    const { container } = inPage(
      <ul>
        <IconLine as="li">The contact form</IconLine>
      </ul>,
    );
    const item = container.querySelector("li");
    expect(item?.querySelector("svg")).toBeNull();
    expect(item?.querySelector("[data-icon-slot]")).toHaveAttribute("aria-hidden", "true");
    expect(item?.querySelector("[data-icon-slot]")).toBeEmptyDOMElement();
  });
});
