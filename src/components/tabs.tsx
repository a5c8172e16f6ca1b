import { useRef, type KeyboardEvent } from "react";
import styled from "styled-components";

const List = styled.div`
  display: flex;
  gap: var(--space-1);
  margin: var(--space-4) 0 0;
  border-bottom: 1px solid var(--color-border);
`;

const Tab = styled.button`
  font: inherit;
  color: inherit;
  min-height: var(--control-height);
  padding: var(--space-2) var(--space-4);
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  cursor: pointer;
  /* The ring inside the tab: the list's edge and the next tab sit right against it. */
  --focus-offset: -3px;
  &[aria-selected="true"] { border-bottom-color: var(--color-brand); font-weight: var(--weight-bold); }
`;

type Props<T extends string> = {
  /** The tabs in order, each with its visible name. */
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (tab: T) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** The id of the panel the tabs control; the panel names `idOf(value)` as its label. */
  panelId: string;
  idOf: (tab: T) => string;
};

/**
 * A tab list over one panel (the ARIA tabs pattern with automatic activation): one tab in the tab
 * order, the arrow keys, Home and End move to a tab and choose it.
 */
export function Tabs<T extends string>({ tabs, value, onChange, label, panelId, idOf }: Props<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const onKey = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.value === value);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -at, End: tabs.length - 1 - at }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(at + step + tabs.length) % tabs.length]?.value ?? value;
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKey}>
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          ref={(element) => {
            if (element) buttons.current.set(tab.value, element);
            else buttons.current.delete(tab.value);
          }}
          id={idOf(tab.value)}
          type="button"
          role="tab"
          aria-selected={value === tab.value}
          aria-controls={panelId}
          tabIndex={value === tab.value ? 0 : -1}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
