import {
  Activity,
  Timer,
  Award,
  Bike,
  Check,
  FileSpreadsheet,
  Globe,
  KeyRound,
  Footprints,
  Map,
  Mountain,
  PersonStanding,
  RefreshCw,
  ShieldCheck,
  Smartphone,
  Trophy,
  Users,
  Watch,
  Waves,
  X,
  type LucideIcon,
} from 'lucide-react';

/**
 * The site's one icon set (lucide, named imports only so the bundler keeps just these). Names are
 * the product's words; the badge icons are the spec's (running, shoe-prints, cycling, walking, mountain).
 */
export const ICONS = {
  running: Timer,
  'shoe-prints': Footprints,
  cycling: Bike,
  walking: PersonStanding,
  mountain: Mountain,
  swimming: Waves,
  check: Check,
  sync: RefreshCw,
  phone: Smartphone,
  watch: Watch,
  trophy: Trophy,
  activity: Activity,
  badge: Award,
  map: Map,
  teams: Users,
  privacy: ShieldCheck,
  close: X,
  /** The Excel report the REPORTING role exports. */
  report: FileSpreadsheet,
  sso: KeyRound,
  region: Globe,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

/**
 * An icon beside words that already say the same: hidden from assistive technology, drawn in the
 * current text colour. Inside an SVG illustration pass `x` and `y`: lucide's root is an `<svg>`.
 */
export function Icon({ name, size = 20, x, y }: { name: IconName; size?: number; x?: number; y?: number }) {
  const Glyph = ICONS[name];
  return <Glyph aria-hidden="true" focusable="false" width={size} height={size} x={x} y={y} strokeWidth={2} />;
}
