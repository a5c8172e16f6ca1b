import styled from "styled-components";
import type { BuiltBlockOf } from "../../../page-context/blocks";
import { ContentLink } from "../../link";
import { Row, Section } from "../parts";

const Cities = styled(Row)`
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: var(--space-7);
    padding-inline: var(--space-4);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-pill);
    text-decoration: none;
  }
  a:hover { border-color: currentColor; }
`;

/** Links to the city pages of the market's branch finder, as chips that wrap. */
export function CityLinks({ block, id }: { block: BuiltBlockOf<"city-links">; id: string }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{block.title}</h2>
      {block.text && <p>{block.text}</p>}
      <Cities>
        {block.cities.map((city) => (
          <li key={city.path}>
            <ContentLink href={city.path}>{city.name}</ContentLink>
          </li>
        ))}
      </Cities>
    </Section>
  );
}
