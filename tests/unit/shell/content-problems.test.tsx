import { fireEvent, render, screen } from "@testing-library/react";
import ContentProblems from "../../../src/shell/content-problems/overlay";

const lines = [
  "content/us/start.json:2:38: malformed JSON: expected a quoted property name",
  "content/us/start.json:2:38: malformed JSON: expected a value",
];

describe("the content problems over a page in npm run dev", () => {
  it("show nothing on a page without problems", () => {
    const { container } = render(<ContentProblems pageContext={{ title: "Start" }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("are an alert named by their count, listing each line as content:check prints it, and take focus", () => {
    render(<ContentProblems pageContext={{ contentProblems: lines }} />);
    const alert = screen.getByRole("alert", { name: "Content problems: 2" });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(lines);
    expect(alert).toHaveFocus();
  });

  it("hide with Escape until the lines change", () => {
    const { rerender } = render(<ContentProblems pageContext={{ contentProblems: lines }} />);
    fireEvent.keyDown(screen.getByRole("alert"), { key: "Escape" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    rerender(<ContentProblems pageContext={{ contentProblems: [...lines] }} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    rerender(<ContentProblems pageContext={{ contentProblems: lines.slice(1) }} />);
    expect(screen.getByRole("alert", { name: "Content problems: 1" })).toHaveFocus();
  });

  it("hide with their button too", () => {
    render(<ContentProblems pageContext={{ contentProblems: lines }} />);
    fireEvent.click(screen.getByRole("button", { name: "Hide until the next change" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
