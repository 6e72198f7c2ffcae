import { css } from '../../../common/styles.ts';

/** Whole words: the address breaks only where <wbr> allows, never inside "corporatefitness". */
const whole = css`
  overflow-wrap: normal;
  word-break: normal;
  hyphens: none;
`;

/**
 * An email address as a link that wraps, when it must, after the "@" or before a dot, so
 * "security@corporatefitness.example" on a phone reads "security@" / "corporatefitness.example"
 * and never "security@corporate" / "fitness.example".
 */
export function EmailAddress({ address, testId }: { address: string; testId?: string }) {
  const at = address.indexOf('@');
  const [local, domain] = at < 0 ? ['', address] : [address.slice(0, at + 1), address.slice(at + 1)];
  const labels = domain.split('.');
  return (
    <a className={whole} href={`mailto:${address}`} data-testid={testId} data-email="">
      {local}
      {local && <wbr />}
      {labels.map((label, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {i > 0 && '.'}
          {label}
        </span>
      ))}
    </a>
  );
}
