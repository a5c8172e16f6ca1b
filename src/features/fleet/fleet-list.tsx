import { useIntl } from "react-intl";
import styled from "styled-components";
import { CardGrid } from "../../components/card-grid";
import { marketFormats } from "../../i18n/formats";
import { useSitePage } from "../../page-context/site-page";
import { fleetCards } from "./cards";
import type { FleetPageData } from "../../page-context/fleet-page-data";

const Section = styled.section`
  margin-top: var(--space-6);
  h2 { margin: 0 0 var(--space-4); }
`;

const Card = styled.li`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  padding: var(--space-4);
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  h3 { margin: 0; font-size: var(--text-lg); line-height: var(--leading-lg); }
  p { margin: 0; color: var(--color-muted); }
  dl { margin: var(--space-2) 0 0; display: flex; flex-direction: column; gap: var(--space-1); }
  /* Each row sized on its own: a shared term column would widen when a later row is parsed, moving the rows above. */
  dl > div { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: var(--space-4); }
  dt { color: var(--color-muted); }
  dd { margin: 0; margin-inline-start: auto; font-weight: var(--weight-medium); text-align: end; }
`;

/** The vehicle classes of a fleet page as a list of cards: name, an example, and the facts customers compare. */
export function FleetList({ fleet }: { fleet: FleetPageData }) {
  const { market } = useSitePage();
  const intl = useIntl();
  const cards = fleetCards(fleet, marketFormats(market), (id, values) => intl.formatMessage({ id }, values));
  const headingId = `fleet-${fleet.kind}`;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: `fleet.heading.${fleet.kind}` })}</h2>
      {/* role="list": list-style none takes the list role away in Safari. */}
      <CardGrid role="list">
        {cards.map((card) => (
          <Card key={card.id}>
            <h3>{card.name}</h3>
            <p>{card.example}</p>
            <dl>
              {card.specs.map((s) => (
                <div key={s.term}>
                  <dt>{s.term}</dt>
                  <dd>{s.detail}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
