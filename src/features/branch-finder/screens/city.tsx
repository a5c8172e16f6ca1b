import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Breadcrumbs } from "../../../components/breadcrumbs";
import { PageBody } from "../../../components/page-body";
import type { BranchPageData } from "../../../page-context/branch-page-data";
import { AddressLines, BookHere, branchAnchor, KindLabel, OpeningHours, Section } from "../parts";
import { media } from "../../../theme/media";

/** One card per branch, two a row on wide screens. */
const Cards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up("mi")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  > li {
    container: branch / inline-size;
    display: flex;
    flex-direction: column;
    gap: var(--space-3);
    padding: var(--space-4);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    box-shadow: var(--shadow-1);
  }
  h3 { font-size: var(--text-lg); line-height: var(--leading-lg); margin: 0; }
  h4 { font-size: var(--text-md); line-height: var(--leading-md); margin: 0; }
  p { margin: 0; }
`;

const Kind = styled(KindLabel)`
  color: var(--color-muted);
`;

/** A city page: the way back to the finder, the editors' intro, then each branch with address, phone, hours and "Book here". */
export function BranchCityScreen({ data }: { data: Extract<BranchPageData, { kind: "city" }> }) {
  const intl = useIntl();
  return (
    <>
      <Breadcrumbs items={data.breadcrumbs} label={intl.formatMessage({ id: "branches.breadcrumbs" })} />
      <PageBody />
      <Section aria-labelledby="branch-list">
        <h2 id="branch-list">
          <FormattedMessage id="branches.city.heading" values={{ city: data.city }} />
        </h2>
        <Cards>
          {data.branches.map((branch) => (
            <li key={branch.id} id={branchAnchor(branch.id)}>
              <h3>{branch.name}</h3>
              <Kind kind={branch.kind} />
              <AddressLines address={branch.address} />
              {branch.phone && (
                <p>
                  <FormattedMessage
                    id="branches.phone"
                    values={{ number: <a href={`tel:${branch.phone.replace(/\s/g, "")}`}>{branch.phone}</a> }}
                  />
                </p>
              )}
              <h4>
                <FormattedMessage id="branches.hours.heading" />
              </h4>
              <OpeningHours hours={branch.hours} weekdays={data.weekdays} />
              <p>
                <BookHere branch={branch} />
              </p>
            </li>
          ))}
        </Cards>
      </Section>
    </>
  );
}
