import { useEffect, useRef, useState } from 'react';
import { newTabHint } from '../../common/menu/new-tab-hint.ts';
import { css } from '../../common/styles.ts';
import { videoEmbedUrl } from '../../common/video-embed.ts';
import VideoPlayer from './video-player.tsx';
import { withIslandSheet } from './parts/island-sheet-call.ts';

const dialog = css`
  width: min(960px, 94vw);
  padding: 0;
  border: 0;
  border-radius: var(--tt-radius, 8px);
  background: #000;
  color: #fff;
  &::backdrop {
    background: rgb(0 0 0 / 0.75);
  }
  header {
    display: flex;
    align-items: center;
    gap: 12px;
    padding-block: 4px;
    padding-inline: 16px 4px;
  }
  h2 {
    flex: 1;
    margin: 0;
    font-size: 1rem;
    color: #fff;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    border-radius: var(--tt-radius, 8px);
    background: transparent;
    color: #fff;
    font: inherit;
    font-size: 1.5rem;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid var(--tt-secondary);
    outline-offset: -3px;
  }
`;

interface Playing {
  title: string;
  href: string;
  embedUrl: string;
}

/** The dialog's own words in the page's language (from its messages): its fallback name and its close button. */
export interface VideoDialogWords {
  name: string;
  close: string;
}

/** The hidden words MenuLink adds for screen readers (in the page's language) are not part of the video's title. */
function titleOf(link: HTMLAnchorElement, fallback: string): string {
  const copy = link.cloneNode(true) as HTMLAnchorElement;
  for (const hint of copy.querySelectorAll(`.${newTabHint}`)) hint.remove();
  return (copy.textContent ?? '').trim() || fallback;
}

/**
 * Video links open an embedded player with autoplay, for video links anywhere on the
 * page (menus, the drawer, Markdown copy, cards): a plain click on a YouTube or Vimeo link opens
 * this dialog with the player already playing; closing it removes the player, which stops the
 * video. Without JavaScript, or with a modifier key, the link opens the video site as usual.
 */
export default function VideoDialog({ words }: { words: VideoDialogWords }) {
  const [playing, setPlaying] = useState<Playing | null>(null);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      const embedUrl = link && videoEmbedUrl(link.href);
      if (!link || !embedUrl) return;
      event.preventDefault();
      const next = { title: titleOf(link, words.name), href: link.href, embedUrl };
      withIslandSheet(() => setPlaying(next));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [words.name]);

  useEffect(() => {
    if (playing && !ref.current?.open) ref.current?.showModal();
  }, [playing]);

  return (
    <dialog
      ref={ref}
      // Its rules are the islands' sheet's, linked before it opens: closed, a dialog is not drawn.
      className={playing ? dialog : undefined}
      aria-label={playing?.title ?? words.name}
      onClose={() => setPlaying(null)}
      data-testid="video-dialog"
    >
      {playing && (
        <>
          <header>
            <h2>{playing.title}</h2>
            <button type="button" aria-label={words.close} onClick={() => ref.current?.close()}>
              ×
            </button>
          </header>
          <VideoPlayer title={playing.title} href={playing.href} embedUrl={playing.embedUrl} autoplay />
        </>
      )}
    </dialog>
  );
}
