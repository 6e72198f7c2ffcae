import { buildHref } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';
import { REGIONS_MAP } from '../../generated/regions-map.ts';
import { CONTENT } from '../../content/built-content.ts';
import { REGION_PARAM } from '../../trust/trust-facts.ts';
import { DEFAULT_DATA_CENTRE, type DataCentre } from '../../trust/trust-catalogues.ts';
import type { Region, TrustLabels } from '../../trust/trust-schema.ts';
import type { Translate } from '../../i18n/messages.ts';
import { pictureWords } from '../../ui/illustrations/picture-words.ts';
import { RegionsMap } from '../../ui/illustrations/regions-map.tsx';
import { COLOUR, RADIUS, SPACE } from '../../ui/visual/tokens.ts';
import type { PageContext } from '../../page-context.ts';
import { factCard } from './trust-styles.ts';

const picker = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${SPACE[2]};
  list-style: none;
  padding: 0;
  margin: 0 0 ${SPACE[4]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding-inline: ${SPACE[4]};
    border-radius: ${RADIUS.pill};
    border: 2px solid ${COLOUR.brand};
    color: ${COLOUR.text};
    font-weight: 700;
    text-decoration: none;
  }
  a[aria-current='true'] {
    background: ${COLOUR.brand};
    color: ${COLOUR.onBrand};
  }
  a:focus-visible {
    outline: 3px solid ${COLOUR.link};
    outline-offset: 2px;
  }
`;

const shownCard = css`
  max-width: 68ch;
`;

/** A data centre's short name in the page's language ("US", "USA", "أمريكا"): the tabs' and the pins' label. */
const short = (id: DataCentre, t: Translate) => t('trust.regionShort', { region: id });

/** The data centres on the map, the picked one in the brand colour: the trust centre's own picture. */
export function TrustRegionsMap({
  regions,
  picked,
  lang,
  t,
}: {
  regions: readonly Region[];
  picked: DataCentre;
  lang: string;
  t: Translate;
}) {
  return (
    <RegionsMap
      geometry={REGIONS_MAP}
      land={CONTENT['picture:regions-land'] ?? ''}
      regions={regions.map((r) => ({ ...r, label: short(r.id, t) }))}
      picked={picked}
      lang={lang}
      words={pictureWords(t)}
    />
  );
}

/**
 * The region picker: plain links (`?region=eu#regions`), so it works without JavaScript and each
 * answer is a cached page of its own; the picked region's card says what it holds.
 */
export function RegionPicker({
  ctx,
  regions,
  picked,
  labels,
}: {
  ctx: PageContext;
  regions: readonly Region[];
  picked: DataCentre;
  labels: TrustLabels;
}) {
  const defaultMark = ` ${labels.defaultRegion}`;
  const region = regions.find((r) => r.id === picked)!;
  const hrefOf = (id: DataCentre) => {
    const url = new URL(ctx.url.pathname, ctx.url.origin);
    if (id !== DEFAULT_DATA_CENTRE) url.searchParams.set(REGION_PARAM, id);
    return buildHref(`${url.pathname}${url.search}#regions`, ctx);
  };
  return (
    <div>
      <nav aria-label={labels.regionsNav}>
        <ul className={picker}>
          {regions.map((r) => (
            <li key={r.id}>
              <a href={hrefOf(r.id)} aria-current={r.id === picked ? 'true' : undefined} data-region-link={r.id}>
                {short(r.id, ctx.t)}
                {r.id === DEFAULT_DATA_CENTRE ? defaultMark : ''}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={`${factCard} ${shownCard}`} data-testid="region-shown" data-region={region.id}>
        <h3>
          {region.name}
          {region.id === DEFAULT_DATA_CENTRE ? defaultMark : ''}
        </h3>
        <p>{region.stores}</p>
      </div>
    </div>
  );
}
