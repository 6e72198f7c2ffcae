/**
 * Links that cannot parse to a YouTube or Vimeo host, told without parsing (every menu link asks,
 * seventy on a home, and their URL parses stood out in a CPU profile of its render): printable
 * ASCII, so the parser's IDNA mapping (full-width letters, soft hyphens) and tab removal cannot
 * make a host of them, and none of the hosts' names nor a percent sign (a percent-encoded host)
 * in any case.
 */
const SURELY_NOT_VIDEO = /^(?![^]*(youtu|vimeo|%))[\x21-\x7e]*$/i;

/**
 * The autoplay embed URL of a YouTube or Vimeo link, or null for any other link. Video
 * links open an embedded player with autoplay; the server uses this to know a page has a video
 * link, the browser to open the player when one is clicked.
 */
export function videoEmbedUrl(href: string): string | null {
  if (SURELY_NOT_VIDEO.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const youtube =
    url.hostname.replace(/^www\./, '') === 'youtube.com'
      ? url.searchParams.get('v')
      : url.hostname === 'youtu.be'
        ? url.pathname.slice(1)
        : null;
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1`;
  const vimeo = url.hostname.replace(/^www\./, '') === 'vimeo.com' ? url.pathname.slice(1) : null;
  if (vimeo && /^\d+$/.test(vimeo)) return `https://player.vimeo.com/video/${vimeo}?autoplay=1`;
  return null;
}
