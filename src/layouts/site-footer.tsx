import { useIntl } from "react-intl";
import styled from "styled-components";
import { ContentLink } from "../components/link";
import { useSitePage } from "../shell/market-context";

const Footer = styled.footer`
  margin-top: 3rem;
  padding: 1.5rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
`;

/** Footer links of the page context; nothing at all when the list is empty (spec §2). */
export function SiteFooter() {
  const page = useSitePage();
  const intl = useIntl();
  const footer = page.footer?.[0];
  if (!footer || footer.links.length === 0) return null;
  return (
    <Footer>
      <nav aria-label={intl.formatMessage({ id: "shell.footer.label" })}>
        <Links>
          {footer.links.map((link) => (
            <li key={`${link.url}|${link.title}`}>
              <ContentLink href={link.url} target={link.target}>
                {link.title}
              </ContentLink>
            </li>
          ))}
        </Links>
      </nav>
      {footer.footer_text && <p>{footer.footer_text}</p>}
    </Footer>
  );
}
