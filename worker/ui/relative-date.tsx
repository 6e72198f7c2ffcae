import { formatDate, formatRelativeDate } from '../../common/format.ts';

/**
 * A content date as the visitor reads it: "3 weeks ago" in their language, with the date itself in
 * `datetime` and the localised absolute date as the tooltip.
 *
 * @example
 * <RelativeDate date="2026-11-02" now={ctx.now} locale="en" /> // <time datetime="2026-11-02" title="November 2, 2026">3 weeks ago</time>
 */
export function RelativeDate({ date, now, locale }: { date: string; now: Date; locale: string }) {
  return (
    <time dateTime={date} title={formatDate(date, locale)}>
      {formatRelativeDate(date, now, locale)}
    </time>
  );
}
