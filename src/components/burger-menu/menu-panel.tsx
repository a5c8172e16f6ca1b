import { useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import { media } from "../../theme/media";
import { useModal } from "../dialog";
import { BurgerIcon } from "./burger-icon";
import { fullSizeBreakpoint, menuGroups, type NavEntry } from "./groups";
import { MenuGroups } from "./menu-groups";
import { Close, Panel, TopRow } from "./panel-styles";
import { useMediaQuery } from "./use-media-query";

type Props = {
  id: string;
  entries: readonly NavEntry[];
  text?: string;
  open: boolean;
  onClose: () => void;
  onChoose: () => void;
};

/**
 * The burger menu's sheet, a modal `Dialog` of link groups: its own chunk, which the menu loads when
 * the visitor first reaches for the button (burger-menu.tsx), so no page's first load carries it, nor
 * the grouping of the menu's entries.
 */
export function MenuPanel({ id, entries, text, open, onClose, onChoose }: Props) {
  const intl = useIntl();
  const groups = useMemo(() => menuGroups(entries), [entries]);
  const wide = useMediaQuery(media.screenQuery(fullSizeBreakpoint(groups.length)));
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useModal(closeButton, open);
  const label = intl.formatMessage({ id: "shell.menu.label" });
  return (
    <Panel ref={panel} id={id} $wide={wide} label={label} onClose={onClose} onBackdropClick={onClose}>
      <TopRow>
        <span>{text}</span>
        <Close ref={closeButton} aria-label={intl.formatMessage({ id: "shell.menu.close" })} onClick={onClose}>
          <BurgerIcon cross />
        </Close>
      </TopRow>
      <nav aria-label={label}>
        <MenuGroups groups={groups} wide={wide} onChoose={onChoose} />
      </nav>
    </Panel>
  );
}
