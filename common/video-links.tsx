import { useContext, type ReactNode } from 'react';
import { IslandContext } from './islands/island.tsx';
import { videoEmbedUrl } from './links.ts';

const ABSOLUTE_HREF = /href="(https:\/\/[^"]+)"/g;

/** Whether compiled HTML (Markdown copy) links a video. */
export function htmlHasVideoLink(html: string): boolean {
  for (const [, href] of html.matchAll(ABSOLUTE_HREF)) if (videoEmbedUrl(href!.replaceAll('&amp;', '&'))) return true;
  return false;
}

/**
 * Notes, while the page renders, that it shows a video link (a menu entry, a card, Markdown copy),
 * so the layout adds the video dialog that plays it. Returns whether `href` is one.
 */
export function useVideoLink(href: string | undefined): boolean {
  const collector = useContext(IslandContext);
  const video = href !== undefined && videoEmbedUrl(href) !== null;
  if (video && collector) collector.videoLinks = true;
  return video;
}

/** A link to a video (cards): plays in the video dialog; without JavaScript it opens the video site. */
export function VideoLink({ href, children }: { href: string; children: ReactNode }) {
  useVideoLink(href);
  return <a href={href}>{children}</a>;
}

/** The same for a list of link targets (CMS rich text). */
export function useVideoLinks(hrefs: readonly string[]): void {
  const collector = useContext(IslandContext);
  if (collector && !collector.videoLinks && hrefs.some((href) => videoEmbedUrl(href) !== null))
    collector.videoLinks = true;
}

/** The same for compiled HTML. */
export function useVideoLinksIn(html: string): void {
  const collector = useContext(IslandContext);
  if (collector && !collector.videoLinks && html.includes('href="https://') && htmlHasVideoLink(html))
    collector.videoLinks = true;
}
