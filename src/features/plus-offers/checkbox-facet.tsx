import type { ReactNode } from "react";
import styled from "styled-components";

/** A filter's group of values: no frame, its legend as a bold heading. */
export const Facet = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend { font-weight: var(--weight-bold); margin-bottom: var(--space-2); padding: 0; }
`;

/** One value of a filter: its box, its name and, at the end of the line, its count. */
export const FacetOption = styled.label`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 2rem;
  cursor: pointer;
  input { flex: none; width: 1.125rem; height: 1.125rem; margin: 0; accent-color: var(--color-plus-text); }
  &[data-empty="true"] { color: var(--color-muted); }
`;

/** The count beside a value: a fixed width, so labels keep their size when the counts arrive. */
export const FacetCount = styled.span`
  margin-inline-start: auto;
  min-width: 2.5ch;
  text-align: end;
  color: var(--color-muted);
  font-variant-numeric: tabular-nums;
`;

/** The count's text, part of the value's name ("Electric (5)"); empty while counts load. */
export const countText = (count: number | undefined): string => (count === undefined ? "" : `(${count})`);

type Props<T extends string> = {
  legend: ReactNode;
  options: readonly { value: T; label: ReactNode; count: number | undefined }[];
  chosen: readonly T[];
  onToggle: (value: T, on: boolean) => void;
  disabled?: boolean;
};

/** A filter of several values that may be chosen together, each with how many offers it would leave. */
export function CheckboxFacet<T extends string>({ legend, options, chosen, onToggle, disabled = false }: Props<T>) {
  return (
    <Facet>
      <legend>{legend}</legend>
      {options.map(({ value, label, count }) => {
        const checked = chosen.includes(value);
        return (
          <FacetOption key={value} data-empty={count === 0 && !checked}>
            <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onToggle(value, event.target.checked)} />
            {label}
            <FacetCount aria-hidden={count === undefined}>{countText(count)}</FacetCount>
          </FacetOption>
        );
      })}
    </Facet>
  );
}
