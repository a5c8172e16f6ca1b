import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs } from "../../../src/components/tabs";
import { renderInPage } from "../layouts/page-fixture";

const seasons = [
  { value: "spring", label: "Spring" },
  { value: "summer", label: "Summer" },
  { value: "autumn", label: "Autumn" },
] as const;

function Seasons() {
  const [season, setSeason] = useState<(typeof seasons)[number]["value"]>("spring");
  return (
    <>
      <Tabs tabs={seasons} value={season} onChange={setSeason} label="Seasons" panelId="panel" idOf={(s) => `tab-${s}`} />
      <div id="panel" role="tabpanel" aria-labelledby={`tab-${season}`}>
        {season} offers
      </div>
    </>
  );
}

describe("the tabs", () => {
  it("are a named tab list with one tab in the tab order, the chosen one, labelling the panel", () => {
    renderInPage(<Seasons />);
    expect(screen.getByRole("tablist", { name: "Seasons" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Spring" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Summer" })).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: "Spring" })).toHaveTextContent("spring offers");
  });

  it("choose a tab on click, and move and choose with the arrow keys, Home and End", () => {
    renderInPage(<Seasons />);
    fireEvent.click(screen.getByRole("tab", { name: "Summer" }));
    expect(screen.getByRole("tabpanel", { name: "Summer" })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("tab", { name: "Summer" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Autumn" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Autumn" })).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Autumn" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Spring" })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole("tab", { name: "Spring" }), { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "Autumn" })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole("tab", { name: "Autumn" }), { key: "Home" });
    expect(screen.getByRole("tab", { name: "Spring" })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole("tab", { name: "Spring" }), { key: "End" });
    expect(screen.getByRole("tab", { name: "Autumn" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Autumn" })).toBeInTheDocument();
  });
});
