import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LoadFailed, useRetried } from "../../../src/components/load-failed";
import { renderInPage } from "../layouts/page-fixture";

/** A screen whose load fails on every try, the way the screens use LoadFailed. */
function FailingScreen({ onLoad }: { onLoad: () => void }) {
  const [loading, setLoading] = useState(false);
  const [retried, retry] = useRetried(() => {
    onLoad();
    setLoading(true);
  });
  if (loading) return <button onClick={() => setLoading(false)}>Fail again</button>;
  return <LoadFailed heading={<h2>The offers could not be loaded</h2>} message="Please try again." onRetry={retry} focusRetry={retried} />;
}

describe("the load-failed notice", () => {
  it("is an alert with the message and a 'Try again' button described by it", () => {
    renderInPage(<LoadFailed heading={<h3>The reviews could not be loaded</h3>} message="Please try again." onRetry={() => {}} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The reviews could not be loaded");
    const retry = screen.getByRole("button", { name: "Try again" });
    expect(alert).toContainElement(retry);
    expect(retry).toHaveAccessibleDescription("The reviews could not be loaded Please try again.");
  });

  it("leaves the focus where it is on a first load", () => {
    renderInPage(<FailingScreen onLoad={() => {}} />);
    expect(screen.getByRole("button", { name: "Try again" })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("calls the retry, and moves the focus to 'Try again' when the retry fails too", () => {
    const onLoad = vi.fn();
    renderInPage(<FailingScreen onLoad={onLoad} />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Fail again" }));
    expect(screen.getByRole("button", { name: "Try again" })).toHaveFocus();
  });
});
