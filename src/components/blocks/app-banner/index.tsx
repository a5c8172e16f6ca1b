import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { BuiltBlockOf } from "../../../page-context/blocks";
import { VisuallyHidden } from "../../../theme/visually-hidden";
import { Icon } from "../../icons/icon";
import { Action } from "../hero";
import { Row, Section } from "../parts";

const Banner = styled(Section)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--space-4);
  padding: var(--space-6);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  > svg { color: var(--color-brand); }
  h2 { margin-block-end: var(--space-2); }
  p { margin-block: 0 var(--space-4); }
`;

/** The app banner: what the app does and the market's store links, each in a new window without opener. */
export function AppBanner({ block, id }: { block: BuiltBlockOf<"app-banner">; id: string }) {
  const intl = useIntl();
  return (
    <Banner aria-labelledby={id}>
      <Icon d={block.icon} size={48} />
      <div>
        <h2 id={id}>{block.title}</h2>
        <p>{block.text}</p>
        <Row aria-label={intl.formatMessage({ id: "blocks.app.stores" })}>
          {block.stores.map((store) => (
            <li key={store.store}>
              <Action href={store.href} target={1}>
                <FormattedMessage id={`blocks.app.${store.store}`} />
                <VisuallyHidden>
                  {" "}
                  <FormattedMessage id="blocks.newWindow" />
                </VisuallyHidden>
              </Action>
            </li>
          ))}
        </Row>
      </div>
    </Banner>
  );
}
