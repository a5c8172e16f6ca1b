import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { CardGrid } from "../../../components/card-grid";
import { ContentLink } from "../../../components/link";
import { PageBody } from "../../../components/page-body";
import { useSitePage } from "../../../page-context/site-page";
import { marketUrls } from "../../../urls/market-urls";
import type { BranchPageData } from "../../../page-context/branch-page-data";
import { AddressLines, KindLabel, Section } from "../parts";

/** One card per city, one to three a row as the screen widens. */
const Cities = styled(CardGrid)`
  > li { padding: var(--space-4); border: 1px solid var(--color-border); border-radius: var(--radius-md); box-shadow: var(--shadow-1); }
  h3 { font-size: var(--text-lg); line-height: var(--leading-lg); margin: 0 0 var(--space-1); }
  > li > p { margin: 0 0 var(--space-3); color: var(--color-muted); }
`;

const Branches = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  strong { display: block; }
`;

const Kind = styled(KindLabel)`
  display: block;
  font-size: var(--text-sm); line-height: var(--leading-sm);
  color: var(--color-muted);
`;

/** The branch finder: the editors' intro, then every city with its branches, each city linking to its page. */
export function BranchFinderScreen({ data }: { data: Extract<BranchPageData, { kind: "finder" }> }) {
  const { market } = useSitePage();
  return (
    <>
      <PageBody />
      {data.cities.length === 0 ? (
        <p>
          <FormattedMessage id="branches.empty" />{" "}
          <ContentLink href={marketUrls(market).online}>
            <FormattedMessage id="branches.empty.online" />
          </ContentLink>
        </p>
      ) : (
        <Section aria-labelledby="branch-cities">
          <h2 id="branch-cities">
            <FormattedMessage id="branches.finder.cities" />
          </h2>
          <Cities>
            {data.cities.map((city) => (
              <li key={city.path}>
                <h3>
                  <ContentLink href={city.path}>{city.name}</ContentLink>
                </h3>
                <p>
                  <FormattedMessage id="branches.finder.count" values={{ count: city.branches.length }} />
                </p>
                <Branches>
                  {city.branches.map((branch) => (
                    <li key={branch.id}>
                      <strong>{branch.name}</strong>
                      <Kind kind={branch.kind} />
                      <AddressLines address={branch.address} />
                    </li>
                  ))}
                </Branches>
              </li>
            ))}
          </Cities>
        </Section>
      )}
    </>
  );
}
