import { useCallback, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useClientOnlyStyle } from "../../hooks/use-client-style";
import { BurgerIcon } from "./burger-icon";
import type { NavEntry } from "./groups";
import { Toggle } from "./toggle-styles";

/** The sheet's chunk, asked for when the visitor reaches for the button (pointer or focus); a failed load is asked for again. */
const loadPanel = () => import(/* webpackChunkName: "menu-panel" */ "./menu-panel").then((module) => module.MenuPanel);
type MenuPanelComponent = Awaited<ReturnType<typeof loadPanel>>;

/**
 * The burger navigation menu (spec §2): a button and a modal sheet of link groups on the site's
 * `Dialog`. Open, it locks page scrolling and keeps focus inside; Escape, the close button, the shade
 * or a chosen link close it and focus returns to the burger button (after a link, the navigation then
 * takes over). The sheet is a chunk of its own, fetched on the first pointer or focus on the button,
 * not with the page: a first view downloads none of it. Crawlers read the same links in the page's
 * hidden link list (src/layouts/parts/header/hidden-nav-list.tsx).
 */
export function BurgerMenu({ entries, text }: { entries: readonly NavEntry[]; text?: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Once loaded, the sheet stays mounted: it animates out, and opens again at once.
  const [MenuPanel, setMenuPanel] = useState<MenuPanelComponent>();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const clientOnly = useClientOnlyStyle();
  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  const choose = useCallback(() => setOpen(false), []);
  // The sheet groups the entries (groups.ts); it has a group for any header and any link with an address.
  if (!entries.some((entry) => entry.type === "header" || entry.url !== undefined)) return null;
  const warm = (): void => void loadPanel().catch(() => undefined);
  return (
    <>
      <Toggle
        ref={toggle}
        style={clientOnly}
        aria-expanded={open}
        aria-controls={MenuPanel ? panelId : undefined}
        aria-label={intl.formatMessage({ id: "shell.menu.open" })}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setOpen(true);
          // Without its chunk (offline, a failed load) the menu stays closed; the next press asks again.
          if (!MenuPanel)
            loadPanel().then(
              (panel) => setMenuPanel(() => panel),
              () => setOpen(false),
            );
        }}
      >
        <BurgerIcon />
      </Toggle>
      {MenuPanel && <MenuPanel id={panelId} entries={entries} text={text} open={open} onClose={close} onChoose={choose} />}
    </>
  );
}
