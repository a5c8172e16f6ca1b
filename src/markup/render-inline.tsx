import { Link } from "gatsby";
import { Fragment, type ReactNode } from "react";
import type { Inline } from "./ast";
import { footnoteNumber } from "./footnote-label";
import { isSitePath, safeHref } from "./links";
import { isolateLeftToRight } from "./ltr-runs";
import { shortcodeValue } from "./shortcodes";
import { englishLabels, type MarkupContext } from "./types";

/** What inline rendering needs beyond the nodes: shortcode values and footnote bookkeeping. */
export type RenderState = {
  context: MarkupContext;
  /** Footnotes that will be rendered, so references to others stay text. */
  notes: ReadonlySet<number>;
  /** References rendered so far per footnote, to give repeated references their own ids. */
  seen: Map<number, number>;
};

const YOUTUBE_ALLOW = "accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture";

/** Renders inline nodes; anything unsafe or invalid becomes plain text. */
export function renderInline(nodes: readonly Inline[], state: RenderState): ReactNode[] {
  return nodes.map((node, key) => renderNode(node, key, state));
}

function renderNode(node: Inline, key: number, state: RenderState): ReactNode {
  switch (node.kind) {
    case "text":
      return <Fragment key={key}>{isolateLeftToRight(node.value)}</Fragment>;
    case "strong":
      return <strong key={key}>{renderInline(node.children, state)}</strong>;
    case "em":
      return <em key={key}>{renderInline(node.children, state)}</em>;
    case "link":
      return renderLink(node, key, state);
    case "footnote-ref":
      return renderReference(node.label, key, state);
    case "shortcode":
      return shortcodeValue(node.name, state.context);
    case "youtube":
      return (
        <iframe
          key={key}
          src={`https://www.youtube-nocookie.com/embed/${node.id}`}
          title={(state.context.labels ?? englishLabels).youtube}
          loading="lazy"
          allow={YOUTUBE_ALLOW}
          allowFullScreen
        />
      );
    case "broken-link":
    case "unknown-shortcode":
      return node.raw;
  }
}

function renderLink(node: Inline & { kind: "link" }, key: number, state: RenderState): ReactNode {
  const children = renderInline(node.children, state);
  const href = safeHref(node.url);
  // Refused addresses keep their text so the sentence still reads, without becoming a link.
  if (href === null) return <Fragment key={key}>{children}</Fragment>;
  const title = node.title ?? undefined;
  // Site pages load client-side, with Gatsby's prefetching; everything else is a plain link.
  if (!node.newWindow && isSitePath(href)) {
    return (
      <Link key={key} to={href} title={title} getProps={noActiveStyle}>
        {children}
      </Link>
    );
  }
  // A phone number or an address as the link's text reads left to right, on an Arabic page too.
  const dir = /^(tel|mailto):/.test(href) ? "ltr" : undefined;
  if (!node.newWindow)
    return (
      <a key={key} href={href} title={title} dir={dir}>
        {children}
      </a>
    );
  return (
    <a key={key} href={href} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Editorial links get no active class; the router still marks the current page with aria-current. */
const noActiveStyle = (): object => ({});

function renderReference(label: string, key: number, state: RenderState): ReactNode {
  const n = footnoteNumber(label);
  if (n === null || !state.notes.has(n)) return `[^${label}]`;
  const count = (state.seen.get(n) ?? 0) + 1;
  state.seen.set(n, count);
  return (
    <sup key={key}>
      <a href={`#fn-${n}`} id={count === 1 ? `fnref-${n}` : `fnref-${n}-${count}`}>
        {n}
      </a>
    </sup>
  );
}
