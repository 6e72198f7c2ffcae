import { ICONS } from '../visual/icons.tsx';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';
import type { PictureWords } from './picture-words.ts';

export interface SsoSignInProps {
  /** The tenant's name: the platform colleagues sign in to. */
  platform: string;
  /** Readable names of the tenant's identity providers (`ssoConfig.providers`), in its order. */
  providers: readonly string[];
  /** The line under the heading ("with your work account"). */
  note: string;
  /** The screen's words in the page's language. */
  words: PictureWords;
}

const W = 340;
const BUTTON_H = 44;

/** The sign-in screen with single sign-on: one button per identity provider the tenant connects. */
export function SsoSignIn({ platform, providers, note, words }: SsoSignInProps) {
  const H = 88 + providers.length * (BUTTON_H + 10) + 8;
  const Key = ICONS.sso;
  return (
    <Illustration
      mirrorInRtl
      label={words.describe.signIn({
        platform,
        note,
        buttons: providers.map((provider) => words.describe.continueWith({ provider })).join(words.describe.comma),
      })}
      width={W}
      height={H}
    >
      <rect width={W} height={H} rx={16} fill={PALETTE.panel} />
      <text x={20} y={38} fontSize={17} fontWeight={800} fill={PALETTE.ink}>
        {words.signInTo(platform)}
      </text>
      <text x={20} y={60} fontSize={13} fill={PALETTE.muted}>
        {note}
      </text>
      {providers.map((name, i) => {
        const y = 80 + i * (BUTTON_H + 10);
        return (
          <g key={name}>
            <rect x={20} y={y} width={W - 40} height={BUTTON_H} rx={8} fill={PALETTE.paper} stroke={PALETTE.muted} />
            <g color={PALETTE.brand}>
              <Key x={34} y={y + 12} width={20} height={20} aria-hidden="true" />
            </g>
            <text x={64} y={y + 27} fontSize={14} fontWeight={700} fill={PALETTE.ink}>
              {name}
            </text>
          </g>
        );
      })}
    </Illustration>
  );
}
