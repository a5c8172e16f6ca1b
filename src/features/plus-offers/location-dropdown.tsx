import { useCallback, useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { SubscriptionBranch } from "../../web-api/subscription";
import { Button } from "../../components/button";
import { Chip } from "../../components/chip";
import { VisuallyHidden } from "../../theme/visually-hidden";
import { CheckboxFacet } from "./checkbox-facet";
import { MAX_BRANCHES } from "./filters";
import { FieldButton, FieldLabel, FieldValue } from "./screen-parts";

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
  fieldset { margin-bottom: var(--space-2); }
`;

/** The two views of the branches: by city, or all at once. */
const Views = styled.div`
  display: flex;
  gap: var(--space-2);
  margin-bottom: var(--space-2);
`;

/** The refusal of a seventh branch, announced. */
const Refusal = styled.div`
  color: var(--color-danger);
  font-weight: var(--weight-bold);
  margin: var(--space-1) 0;
`;

const Address = styled.small`
  color: var(--color-muted);
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
  // A branch's name (with its address where the cities are not the legends) and how many offers it has.
  const options = (list: readonly SubscriptionBranch[], withAddress: boolean) =>
    list.map((branch) => ({
      value: branch.id,
      label: (
        <span>
          {branch.name}
          {withAddress && <Address> · {branch.address}</Address>}
        </span>
      ),
      count: counts && (counts.get(branch.id) ?? 0),
    }));
  const facet = (legend: string, list: readonly SubscriptionBranch[], withAddress: boolean) => (
    <CheckboxFacet key={legend} legend={legend} options={options(list, withAddress)} chosen={chosen} onToggle={toggle} />
  );
  const cities = [...new Set((branches ?? []).map((b) => b.city))];

  return (
    <Wrap ref={root}>
      <FieldButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-describedby={`${id}-open`}
        disabled={!branches}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <FieldLabel>
          <FormattedMessage id="offers.location.label" />
        </FieldLabel>
        <FieldValue>{summary}</FieldValue>
      </FieldButton>
      <VisuallyHidden id={`${id}-open`}>
        <FormattedMessage id="offers.location.open" />
      </VisuallyHidden>
      <Popover id={`${id}-panel`} hidden={!open} role="group" aria-label={intl.formatMessage({ id: "offers.location.label" })}>
        <Views>
          <Chip aria-pressed={view === "cities"} onClick={() => setView("cities")}>
            <FormattedMessage id="offers.location.cityList" />
          </Chip>
          <Chip aria-pressed={view === "overview"} onClick={() => setView("overview")}>
            <FormattedMessage id="offers.location.overview" />
          </Chip>
        </Views>
        <Refusal role="alert">{refused && <FormattedMessage id="offers.location.maxBranches" values={{ count: MAX_BRANCHES }} />}</Refusal>
        {open &&
          view === "cities" &&
          cities.map((city) =>
            facet(
              city,
              (branches ?? []).filter((b) => b.city === city),
              false,
            ),
          )}
        {open &&
          view === "overview" &&
          facet(
            intl.formatMessage({ id: "offers.location.overview" }),
            [...(branches ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
            true,
          )}
        <Button $variant="secondary" $size="small" onClick={() => close(true)}>
          <FormattedMessage id="offers.location.close" />
        </Button>
      </Popover>
    </Wrap>
  );
}
