import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markup } from "../../../src/markup";
import { isolateLeftToRight } from "../../../src/markup/ltr-runs";

const html = (text: string) => renderToStaticMarkup(<p>{isolateLeftToRight(text)}</p>);

describe("phone numbers and e-mail addresses in running text", () => {
  it("are isolated left to right, the words around them left as they are", () => {
    expect(html("اتصل على +966 11 449 0300 أو اكتب إلى service-sa@movanta.example.")).toBe(
      '<p>اتصل على <bdi dir="ltr">+966 11 449 0300</bdi> أو اكتب إلى <bdi dir="ltr">service-sa@movanta.example</bdi>.</p>',
    );
  });

  it("leave text without one untouched, short numbers included", () => {
    expect(isolateLeftToRight("Open 24 hours, 7 days")).toBe("Open 24 hours, 7 days");
  });

  it("are isolated in editorial markup, and tel: and mailto: links read left to right", () => {
    const { container } = render(
      <Markup
        source={"Call [+20 2 2449 0300](tel:+20224490300) or +20 2 2449 0300."}
        context={{ year: 2026, now: new Date("2026-02-10T00:00:00Z") }}
      />,
    );
    expect(container.querySelector('a[href="tel:+20224490300"]')?.getAttribute("dir")).toBe("ltr");
    expect(container.querySelector("bdi")?.textContent).toBe("+20 2 2449 0300");
  });
});
