import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markup, type MarkupContext } from "../../../src/markup";

const context: MarkupContext = { year: 2026, branchName: "Harbour Station", cityName: "Lisbon", now: new Date("2026-05-01T00:00:00Z") };
const show = (source: string, ctx: MarkupContext = context) => render(<Markup source={source} context={ctx} />);

describe("Markup renderer", () => {
  it("renders heading levels from # to ######", () => {
    show("# One\n## Two\n###### Six");
    expect(screen.getByRole("heading", { level: 1, name: "One" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Two" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 6, name: "Six" })).toBeInTheDocument();
  });

  it("renders bold and italic", () => {
    show("# T\n**Free** *extra* _driver_");
    expect(screen.getByText("Free").tagName).toBe("STRONG");
    expect(screen.getByText("extra").tagName).toBe("EM");
    expect(screen.getByText("driver").tagName).toBe("EM");
  });

  it("renders links, with a title and a safe new window for an underscore URL", () => {
    show('# T\n[Offers](/offers) [Partner](_https://partner.example "Our partner")');
    const same = screen.getByRole("link", { name: "Offers" });
    expect(same).toHaveAttribute("href", "/offers");
    expect(same).not.toHaveAttribute("target");
    const other = screen.getByRole("link", { name: "Partner" });
    expect(other).toHaveAttribute("href", "https://partner.example");
    expect(other).toHaveAttribute("target", "_blank");
    expect(other).toHaveAttribute("rel", "noopener noreferrer");
    expect(other).toHaveAttribute("title", "Our partner");
  });

  it("renders bullet lists written with - and *", () => {
    show("# T\n- Airport\n* Station");
    const list = screen.getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Airport", "Station"]);
  });

  it("renders footnote references, the footnotes section and back links", () => {
    show("# T\nVAT[^1] included, VAT[^1] again.\n[^1]: At local rate.");
    const refs = screen.getAllByRole("link", { name: "1" });
    expect(refs.map((a) => [a.getAttribute("href"), a.id])).toEqual([
      ["#fn-1", "fnref-1"],
      ["#fn-1", "fnref-1-2"],
    ]);
    expect(refs[0]?.parentElement?.tagName).toBe("SUP");
    const notes = screen.getByRole("region", { name: "Footnotes" });
    const item = within(notes).getByRole("listitem");
    expect(item).toHaveAttribute("id", "fn-1");
    expect(item).toHaveTextContent("At local rate.");
    expect(within(item).getByRole("link", { name: "Back to reference 1" })).toHaveAttribute("href", "#fnref-1");
  });

  it("renders a reference to a missing footnote as text", () => {
    show("# T\nSee[^2].");
    expect(screen.getByText("See[^2].")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("fills shortcodes from the context and leaves missing values empty", () => {
    show("# [CityName] [Year]\nVisit [BranchName].");
    expect(screen.getByRole("heading", { name: "Lisbon 2026" })).toBeInTheDocument();
    expect(screen.getByText("Visit Harbour Station.")).toBeInTheDocument();
    show("# X\nAt [BranchName]!", { year: 2026, now: context.now });
    expect(screen.getByText("At !")).toBeInTheDocument();
  });

  it("embeds a YouTube video from the privacy-enhanced host with a title", () => {
    show("# T\n[YouTube AbCdEfGh-_9]");
    const frame = screen.getByTitle("YouTube video");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/AbCdEfGh-_9");
    expect(frame).toHaveAttribute("loading", "lazy");
  });

  it("renders unsafe links and invalid markup as plain text", () => {
    show("# T\n[Win](javascript:alert) [Data](data:text/html,x) [Host](//evil.example) <script>x</script> [Nope]");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("paragraph")).toHaveTextContent("Win Data Host <script>x</script> [Nope]");
  });

  it("never renders raw HTML from the text", () => {
    const { container } = show("# T\n<img src=x onerror=alert(1)>");
    expect(container.querySelector("img")).toBeNull();
  });
});
