import type { MenuItem } from './menus/menu-schema.ts';
import type { Brand } from '../routes/routes.ts';
import type { CollectionName as RouteCollectionName } from '../routes/page-route.ts';
import type * as z from 'zod/mini';
import type { Block, Picture } from './cms/cms-blocks.ts';
import type { CompiledPage } from './compiled-page.ts';
import type { DataFiles } from './data-file-types.ts';
import type { PageLocale } from '../../common/i18n/locales.ts';
import type { SlottedMessage } from '../../common/i18n/fill-message.ts';
import type {
  ArticleFrontMatter,
  AssessmentFrontMatter,
  BlogPostFrontMatter,
  CaseStudyFrontMatter,
  CataloguesFile,
  CmsPageFrontMatter,
  JourneyFrontMatter,
  ReadyToGoFrontMatter,
  TrialFrontMatter,
  WellbeingPackFrontMatter,
  WorkoutVideoFrontMatter,
} from './content-schema.ts';

/** A compiled Markdown file: its front matter plus the HTML of its body. */
export type Compiled<S extends z.ZodMiniType> = z.output<S> & CompiledPage & { slug: string };

/** `blocks`: rich text from the remote CMS (page-source.ts) replacing the compiled `html`. */
/**
 * A draft preview's state on a content-managed page (worker/content/cms/cms-page-source.ts): the draft
 * shown, or why not; `linkValid` when the link was signed and unexpired but the CMS failed to give the draft.
 */
export type CmsPreview = { kind: 'draft' } | { kind: 'refused'; reason: string; linkValid?: true };
export type CmsPage = Compiled<typeof CmsPageFrontMatter> & {
  path: string;
  blocks?: Block[];
  /** A picture from the CMS's media library (its Picture field): beside the title. */
  picture?: Picture;
  preview?: CmsPreview;
  /** Whether the page a source loaded is in the URL's locale (worker/content/cms/cms-page-source.ts); unset: English. */
  translated?: boolean;
  /**
   * Which version a CMS-backed source served (worker/content/cms/served-version.ts): the entry's
   * `publishedAt`, or `repository` when it fell back to this file; unset without a CMS.
   */
  cmsVersion?: string;
};
export type BlogPost = Compiled<typeof BlogPostFrontMatter>;
export type Article = Compiled<typeof ArticleFrontMatter>;
export type CaseStudy = Compiled<typeof CaseStudyFrontMatter>;
export type Journey = Compiled<typeof JourneyFrontMatter>;
export type WellbeingPack = Compiled<typeof WellbeingPackFrontMatter>;
export type WorkoutVideo = Compiled<typeof WorkoutVideoFrontMatter>;
export type ReadyToGo = Compiled<typeof ReadyToGoFrontMatter>;
export type Trial = Compiled<typeof TrialFrontMatter>;
export type Assessment = Compiled<typeof AssessmentFrontMatter>;

/** Everything under `content/` the worker reads, compiled by compiler/steps/build-data.ts. */
export type SiteContent = ContentParts & EnglishDataParts & TranslatedDataParts;

/** The JSON data files (content/home.json, …) as parts `data:<name>`, English (worker/content/data-files.ts). */
export type EnglishDataParts = { [K in keyof DataFiles as `data:${K}`]: DataFiles[K] };

/** The data files whose words are translated, one part per locale and file (`data:de:home`, worker/content/localized-data.ts). */
export interface TranslatableData {
  home: DataFiles['home'];
  planContent: DataFiles['planContent'];
  testimonials: DataFiles['testimonials'];
  catalogues: z.output<typeof CataloguesFile>;
  trust: DataFiles['trust'];
  stepTable: DataFiles['stepTable'];
}
export type TranslatedDataName = keyof TranslatableData;
export type TranslatedDataParts = {
  [
    K in `data:${Exclude<PageLocale, 'en'>}:${TranslatedDataName}`
  ]?: K extends `data:${string}:${infer N extends TranslatedDataName}` ? TranslatableData[N] : never;
};

/** The compiled Markdown collections, catalogues, page translations and plain messages. */
export interface ContentParts {
  /** Menu key → its validated items (`content/menus/<key>.json`), English; `menus:<locale>` below translate them. */
  menus: Record<string, MenuItem[]>;
  /** `<route name>` or `<route name>.<brand or tenant id>` → the route's copy. */
  pages: Record<string, CompiledPage & { slug: string; noindex?: boolean }>;
  /** Site path (`/product/benefits`) → content-managed page. */
  cms: Record<string, CmsPage>;
  blog: Record<string, BlogPost>;
  articles: Record<string, Article>;
  caseStudies: Record<string, CaseStudy>;
  journeys: Record<string, Journey>;
  wellbeingPacks: Record<string, WellbeingPack>;
  workoutVideos: Record<string, WorkoutVideo>;
  readyToGo: Record<string, ReadyToGo>;
  trials: Record<string, Trial>;
  assessments: Record<string, Assessment>;
  catalogues: z.output<typeof CataloguesFile>;
  /**
   * Page copy per locale (`content/pages/contact.de.md`), same keys and shapes as the
   * English collections; a page without an entry falls back to English. One part of the content
   * asset per locale, so a German page never parses the Arabic copy.
   */
  'translations:de'?: TranslatedContent;
  'translations:fr'?: TranslatedContent;
  'translations:es'?: TranslatedContent;
  'translations:nl'?: TranslatedContent;
  'translations:ar'?: TranslatedContent;
  /**
   * Each `translations:<locale>` without its words (compiler/content/translation-outlines.ts): which
   * entries exist and which English file each translates. Alternates and sitemaps read these, so
   * an English page parses no other locale's copy (`pageTranslatedIn`).
   */
  'outline:de'?: TranslationOutline;
  'outline:fr'?: TranslationOutline;
  'outline:es'?: TranslationOutline;
  'outline:nl'?: TranslationOutline;
  'outline:ar'?: TranslationOutline;
  'outline:en-XA'?: TranslationOutline;
  'outline:ar-XB'?: TranslationOutline;
  /**
   * Interface messages per locale as text, slotted where they have arguments (compiler/steps/build-messages.ts,
   * common/i18n/fill-message.ts); the few a string replace cannot fill are compiled into the bundle.
   */
  'messages:en'?: Record<string, SlottedMessage>;
  'messages:de'?: Record<string, SlottedMessage>;
  'messages:fr'?: Record<string, SlottedMessage>;
  'messages:es'?: Record<string, SlottedMessage>;
  'messages:nl'?: Record<string, SlottedMessage>;
  'messages:ar'?: Record<string, SlottedMessage>;
  /**
   * The pseudo-locales' copy and plain messages, generated from English (compiler/i18n/pseudo-content.ts).
   * Not in the content asset every isolate reads: in a second asset, read on a preview host's
   * first pseudo-locale page (`loadContent` with the locale; worker/content/content-files.ts).
   */
  'translations:en-XA'?: TranslatedContent;
  'translations:ar-XB'?: TranslatedContent;
  'messages:en-XA'?: Record<string, SlottedMessage>;
  'messages:ar-XB'?: Record<string, SlottedMessage>;
  /** The menus in a locale (content/menus/<key>.<locale>.json, words only; compiler/content/build-menu-translations.ts). */
  'menus:de'?: Record<string, MenuItem[]>;
  'menus:fr'?: Record<string, MenuItem[]>;
  'menus:es'?: Record<string, MenuItem[]>;
  'menus:nl'?: Record<string, MenuItem[]>;
  'menus:ar'?: Record<string, MenuItem[]>;
  'menus:en-XA'?: Record<string, MenuItem[]>;
  'menus:ar-XB'?: Record<string, MenuItem[]>;
  /**
   * The home's illustrations rendered at build, per locale and tenant (`illustrations:de:cofi`;
   * compiler/steps/render-home-illustrations.ts), by markup identity `name|tenant|locales` (`markupIdentity`,
   * worker/ui/rendered-once.tsx): a cold isolate's first home stores them instead of rendering them.
   */
  [illustrations: `illustrations:${string}:${string}`]: Record<string, string> | undefined;
  /** The trust centre map's land as an SVG path in its view box (compiler/regions-land.ts). */
  'picture:regions-land'?: string;
}

/** The translated entries of one locale, by collection. */
export type TranslatedContent = Partial<{ [C in CollectionName]: SiteContent[C] }>;

/** A translated entry's identity without its words: the English file it translates, a CMS page's path and brands. */
export interface OutlineEntry {
  slug?: string;
  path?: string;
  brands?: Brand[];
}
/** One locale's translated entries as outlines, by collection. */
export type TranslationOutline = Partial<Record<CollectionName, Record<string, OutlineEntry>>>;

/** The content collections: the same names the routes layer lists (a route can name any of them). */
export type CollectionName = Exclude<
  keyof ContentParts,
  | 'catalogues'
  | 'menus'
  | `menus:${string}`
  | `translations:${string}`
  | `outline:${string}`
  | `messages:${string}`
  | `illustrations:${string}`
  | `picture:${string}`
>;
/** Compiles only while every collection a route can name (COLLECTION_NAMES, worker/routes/page-route.ts) is one of these. */
type Agree<T extends true> = T;
export type RouteCollectionsExist = Agree<[RouteCollectionName] extends [CollectionName] ? true : false>;
