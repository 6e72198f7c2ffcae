/** Route meta of spec §2 "Layout": what the frame needs to know about a page. */
export interface RouteMeta {
  title?: string;
  description?: string;
  /** Open Graph image (site path or https URL). */
  image?: string;
  illustration?: string;
  contentLayout?: 'narrow' | 'wide';
  /** Render without header, banners, demo button and footer (the home page has its own hero). */
  noLayout?: boolean;
  layoutClass?: string;
  toolbarClass?: string;
  showChat?: boolean;
  /** The page posts messages to the snackbar (forms, the component gallery), so it ships that island. */
  snackbar?: boolean;
}

const DEFAULT_IMAGE = '/og/challenge-platform.png';

/** Meta by page name (worker/pages/routes.ts); pages not listed use the tenant's title and description. */
export const ROUTE_META: Record<string, RouteMeta> = {
  home: { noLayout: true, image: DEFAULT_IMAGE, showChat: true },
  about: { title: 'About us', description: 'The team behind the challenge platform that organisations use to get people moving together.' },
  contact: { title: 'Contact us', description: 'Ask about pricing, book a demo or get support for your step, distance or wellbeing challenge.', contentLayout: 'narrow', showChat: true, snackbar: true },
  thankyou: { title: 'Thank you', description: 'We have your message and will answer within one working day.', contentLayout: 'narrow' },
  pricing: { title: 'Pricing', description: 'Per-participant pricing for challenges and year-round programmes, in USD, EUR and GBP.', showChat: true },
  features: { title: 'Features', description: 'Activity types, data providers, scoring methods and badges: everything a challenge can use.' },
  'convert-steps': { title: 'Step converter', description: 'Convert cycling, swimming, yoga and 30 more activities into steps or points for a fair challenge.' },
  'case-studies': { title: 'Case studies', description: 'How companies, schools and insurers run challenges that people actually join.' },
  privacypolicy: { title: 'Privacy policy', contentLayout: 'narrow' },
  cookiepolicy: { title: 'Cookie policy', contentLayout: 'narrow' },
  termsofservice: { title: 'Terms of service', contentLayout: 'narrow' },
  'test-theme': { title: 'Theme and components', description: 'Every tenant theme and component side by side, for marketing reviews.', snackbar: true },
};

export function routeMeta(name: string | undefined): RouteMeta {
  return (name && ROUTE_META[name]) || {};
}
