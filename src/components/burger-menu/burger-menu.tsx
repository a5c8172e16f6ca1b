import { useCallback, useId, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useClientOnlyStyle } from "../page-frame/use-client-style";
import { BurgerIcon } from "./burger-icon";
import { fullSizeBreakpoint, menuGroups, type NavEntry } from "./groups";
import { MenuGroups } from "./menu-groups";
import { Close, Panel, Toggle, TopRow } from "./styles";
import { useMediaQuery } from "./use-media-query";
import { useModal } from "../dialog";
import { media } from "../../theme/media";

/**
 * The burger navigation menu (spec §2): a modal sheet of link groups on the site's `Dialog`. Open, it
 * locks page scrolling and keeps focus inside; Escape, the close button, the shade or a chosen link
 * close it and focus returns to the burger button (after a link, the navigation then takes over).
 */
export function BurgerMenu({ entries, text }: { entries: readonly NavEntry[]; text?: string }) {
  const intl = useIntl();
  const groups = useMemo(() => menuGroups(entries), [entries]);
  const wide = useMediaQuery(media.screenQuery(fullSizeBreakpoint(groups.length)));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const clientOnly = useClientOnlyStyle();
  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  const choose = useCallback(() => setOpen(false), []);
  const panel = useModal(closeButton, open);
  if (groups.length === 0) return null;
  const label = intl.formatMessage({ id: "shell.menu.label" });
  return (
    <>
      <Toggle
        ref={toggle}
        style={clientOnly}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: "shell.menu.open" })}
        onClick={() => setOpen(true)}
      >
        <BurgerIcon />
      </Toggle>
      <Panel ref={panel} id={panelId} $wide={wide} label={label} onClose={close} onBackdropClick={close}>
        <TopRow>
          <span>{text}</span>
          <Close ref={closeButton} aria-label={intl.formatMessage({ id: "shell.menu.close" })} onClick={close}>
            <BurgerIcon cross />
          </Close>
        </TopRow>
        <nav aria-label={label}>
          <MenuGroups groups={groups} wide={wide} onChoose={choose} />
        </nav>
      </Panel>
    </>
  );
}
