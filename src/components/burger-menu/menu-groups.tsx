import { useId, useState } from "react";
import styled from "styled-components";
import { Button } from "../button";
import { ContentLink } from "../link";
import { AccountMark } from "./account-mark";
import type { MenuGroup } from "./groups";
import { isolateLeftToRight } from "../../markup/ltr-runs";

const Columns = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: ${({ $wide }) => ($wide ? `var(--space-5) var(--space-6)` : "0")};
  grid-template-columns: ${({ $wide }) => ($wide ? "repeat(auto-fit, minmax(10rem, 1fr))" : "1fr")};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--text-md); line-height: var(--leading-md);
  font-weight: var(--weight-bold);
`;

const HeaderButton = styled(Button).attrs({ $variant: "plain" })`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  padding: var(--space-4) 0;
  border: 0;
  border-bottom: 1px solid var(--color-border);
  text-align: start;
  &::after { content: "+"; font-size: var(--text-lg); line-height: var(--leading-lg); line-height: 1; }
  &[aria-expanded="true"]::after { content: "−"; }
`;

const Links = styled.ul`
  margin: 0;
  padding: var(--space-1) 0 var(--space-3);
  list-style: none;
  li[data-gap] { margin-bottom: var(--space-4); }
  a { display: block; padding: var(--space-2) 0; text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

/**
 * The groups of the burger menu. Wide: every group as a column with its header. Narrow: an accordion
 * of header buttons with one section open at a time, starting with the first group marked start_open.
 */
export function MenuGroups({ groups, wide, onChoose }: { groups: readonly MenuGroup[]; wide: boolean; onChoose: () => void }) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState(() => groups.findIndex((g) => g.startOpen));
  return (
    <Columns $wide={wide}>
      {groups.map((group, index) => {
        const listId = `${baseId}-${index}`;
        const expanded = wide || group.title === "" || openIndex === index;
        return (
          <div key={listId}>
            {group.title !== "" && (
              <Heading>
                {wide ? (
                  group.title
                ) : (
                  <HeaderButton aria-expanded={expanded} aria-controls={listId} onClick={() => setOpenIndex(expanded ? -1 : index)}>
                    {group.title}
                  </HeaderButton>
                )}
              </Heading>
            )}
            <Links id={listId} hidden={!expanded}>
              {group.links.map((link) => (
                <li key={`${link.url}|${link.title}`} data-gap={link.gapAfter ? "" : undefined}>
                  <ContentLink href={link.url} target={link.target} onClick={onChoose}>
                    {isolateLeftToRight(link.title)}
                    {link.account && <AccountMark link={link.account} />}
                  </ContentLink>
                </li>
              ))}
            </Links>
          </div>
        );
      })}
    </Columns>
  );
}
