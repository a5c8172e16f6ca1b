import { useCallback, useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { SubscriptionBranch } from "../../web-api/subscription";
import { MAX_BRANCHES } from "./filters";
import { FieldButton } from "./screen-parts";

const Wrap = styled.div`
  position: relative;
`;

export const Popover = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 0.25rem);
  inset-inline-start: 0;
  width: min(24rem, calc(100vw - 2rem));
  max-height: min(28rem, 70vh);
  overflow: auto;
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-background);
  box-shadow: var(--shadow-3);
  fieldset { border: 0; margin: 0 0 var(--space-2); padding: 0; }
  legend { font-weight: var(--weight-bold); padding: 0; }
  label { display: flex; gap: var(--space-2); align-items: center; min-height: 2rem; cursor: pointer; }
  label small { color: var(--color-muted); }
  label .count { margin-inline-start: auto; }
  input { width: 1.125rem; height: 1.125rem; margin: 0; flex: none; }
  .views { display: flex; gap: var(--space-2); margin-bottom: var(--space-2); }
  .views button, .close { font: inherit; color: inherit; padding: var(--space-1) var(--space-3); min-height: 2.25rem; border-radius: var(--radius-pill); border: 1px solid var(--color-border); background: none; cursor: pointer; }
  .views button[aria-pressed="true"] { background: var(--color-plus); color: var(--color-on-dark); }
  [role="alert"] { color: var(--color-danger); font-weight: var(--weight-bold); margin: var(--space-1) 0; }
`;

/** Closes a popover on Escape (focus back on its button) and on a click or focus outside it. */
export function useDismiss(open: boolean, close: (returnFocus: boolean) => void, root: React.RefObject<HTMLElement>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      close(true);
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open, close, root]);
}

type Props = {
  branches: readonly SubscriptionBranch[] | undefined;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  /** How many offers each branch has with the other filters as they are. */
  counts?: ReadonlyMap<string, number>;
};

/** The pickup-location filter: a dropdown with the branches by city or all at once; up to 6 branches (spec §9). */
export function LocationDropdown({ branches, chosen, onChange, counts }: Props) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<"cities" | "overview">("cities");
  const [refused, setRefused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setRefused(false);
    if (returnFocus) button.current?.focus();
  }, []);
  useDismiss(open, close, root);

  const names = (branches ?? []).filter((b) => chosen.includes(b.id)).map((b) => b.name);
  const summary = names.length === 0 ? intl.formatMessage({ id: "plus.location.all" }) : names.join(", ");
  const toggle = (branchId: string, on: boolean) => {
    if (on && chosen.length >= MAX_BRANCHES) return setRefused(true);
    setRefused(false);
    onChange(on ? [...chosen, branchId] : chosen.filter((c) => c !== branchId));
  };
  const option = (branch: SubscriptionBranch, withCity: boolean) => (
    <label key={branch.id}>
      <input type="checkbox" checked={chosen.includes(branch.id)} onChange={(event) => toggle(branch.id, event.target.checked)} />
      <span>
        {branch.name}
        {withCity && <small> · {branch.address}</small>}
      </span>
      {counts && <small className="count">({counts.get(branch.id) ?? 0})</small>}
    </label>
  );
  const cities = [...new Set((branches ?? []).map((b) => b.city))];

  return (
    <Wrap ref={root}>
      <FieldButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        disabled={!branches}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <span className="label">
          <FormattedMessage id="offers.location.label" />
        </span>
        <span className="value">{summary}</span>
      </FieldButton>
      <Popover id={`${id}-panel`} hidden={!open} role="group" aria-label={intl.formatMessage({ id: "offers.location.label" })}>
        <div className="views">
          <button type="button" aria-pressed={view === "cities"} onClick={() => setView("cities")}>
            <FormattedMessage id="offers.location.cityList" />
          </button>
          <button type="button" aria-pressed={view === "overview"} onClick={() => setView("overview")}>
            <FormattedMessage id="offers.location.overview" />
          </button>
        </div>
        <div role="alert">{refused && <FormattedMessage id="offers.location.maxBranches" values={{ count: MAX_BRANCHES }} />}</div>
        {open &&
          view === "cities" &&
          cities.map((city) => (
            <fieldset key={city}>
              <legend>{city}</legend>
              {(branches ?? []).filter((b) => b.city === city).map((b) => option(b, false))}
            </fieldset>
          ))}
        {open && view === "overview" && (
          <fieldset>
            <legend>
              <FormattedMessage id="offers.location.overview" />
            </legend>
            {[...(branches ?? [])].sort((a, b) => a.name.localeCompare(b.name)).map((b) => option(b, true))}
          </fieldset>
        )}
        <button type="button" className="close" onClick={() => close(true)}>
          <FormattedMessage id="offers.location.close" />
        </button>
      </Popover>
    </Wrap>
  );
}
