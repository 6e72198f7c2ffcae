// The spec's catalogues the trust centre is built from. The worker reads them from here; the
// schema that checks content/trust/trust-centre.json against them (trust-schema.ts) runs at build
// time only, so no page compiles zod for it.

import type { DeviceKind } from '../../common/islands/device-filter-model.ts';

/** Spec §3 "Data centres: default US, eu, uk". The first is the default. */
export const DATA_CENTRES = ['us', 'eu', 'uk'] as const;
export type DataCentre = (typeof DATA_CENTRES)[number];
export const DEFAULT_DATA_CENTRE: DataCentre = 'us';

/** Spec §6 role catalogue. */
export const ROLES = ['FULL_ACCESS', 'USER_DATA_RW', 'CONTENT_RW', 'CONFIG_RW', 'REPORTING'] as const;

/** Spec §3 "Profile privacy: PRIVATE, FRIENDS, PUBLIC". */
export const PRIVACY_LEVELS = ['PRIVATE', 'FRIENDS', 'PUBLIC'] as const;

/** Spec §3 "Data providers" (nineteen; google-fit is deprecated). */
export const DATA_PROVIDERS = [
  'garmin',
  'strava',
  'apple-watch',
  'android-rec',
  'google-fit',
  'google-hc',
  'samsung-health',
  'underarmour',
  'polar',
  'fitbit',
  'coros',
  'suunto',
  'concept2',
  'asdeporte',
  'app',
  'gpx',
  'manual_entry',
  'import',
  'result',
] as const;

/**
 * What each data provider is to a participant, for its icon: a watch or band, an app on the
 * phone, a rowing machine, race timing, a route file, a typed entry or an uploaded file.
 */
export const DEVICE_KIND_OF = {
  garmin: 'watch',
  strava: 'phone',
  'apple-watch': 'watch',
  'android-rec': 'phone',
  'google-fit': 'phone',
  'google-hc': 'phone',
  'samsung-health': 'phone',
  underarmour: 'phone',
  polar: 'watch',
  fitbit: 'watch',
  coros: 'watch',
  suunto: 'watch',
  concept2: 'rower',
  asdeporte: 'timing',
  app: 'phone',
  gpx: 'route',
  manual_entry: 'manual',
  import: 'upload',
  result: 'timing',
} as const satisfies Record<(typeof DATA_PROVIDERS)[number], DeviceKind>;

/** The columns of the permissions matrix. */
export const PERMISSIONS = ['read', 'write', 'export', 'invite'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The sections of the trust centre page, in order: the anchor of each is its key. */
export const TRUST_SECTIONS = ['regions', 'roles', 'privacy', 'sso', 'devices', 'subprocessors', 'reviews'] as const;
export type TrustSection = (typeof TRUST_SECTIONS)[number];
