import { css } from '../../common/styles.ts';

/**
 * The sections under the contact form, each heading with its icon in the brand's colour, so no
 * section is text alone. The icons are static files (public/icons/contact-*.svg, lucide's), not
 * worker code; they follow the sections' order in content/pages/contact*.md: what to tell us, the
 * demo, security and procurement questions (when the brand has them), and help with a running
 * challenge, which is always the last (sibling selectors: the stylesheet step mangles a pseudo-element
 * after a parenthesised selector such as :nth-of-type(2)).
 */
export const contactSectionIcons = css`
  h2::before {
    content: '';
    display: inline-block;
    width: 32px;
    height: 32px;
    margin-inline-end: 12px;
    vertical-align: -6px;
    background: var(--tt-primary);
    -webkit-mask: url(/icons/contact-programme.svg) center / contain no-repeat;
    mask: url(/icons/contact-programme.svg) center / contain no-repeat;
    forced-color-adjust: none;
  }
  h2 ~ h2::before {
    -webkit-mask-image: url(/icons/contact-demo.svg);
    mask-image: url(/icons/contact-demo.svg);
  }
  h2 ~ h2 ~ h2::before {
    -webkit-mask-image: url(/icons/contact-security.svg);
    mask-image: url(/icons/contact-security.svg);
  }
  h2:last-of-type::before {
    -webkit-mask-image: url(/icons/contact-help.svg);
    mask-image: url(/icons/contact-help.svg);
  }
`;
