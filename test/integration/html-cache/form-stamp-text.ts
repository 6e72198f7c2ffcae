/**
 * A page with the contact form's stamp (idempotency key, render time, signature) replaced by a
 * marker, in the island's JSON props and the hidden fields alike: every copy of the contact page
 * carries a stamp of its own, so pages compare equal only without it.
 */
export const withoutStamp = (html: string) =>
  html.replace(/(key|startedAt|startedSig)((?:&quot;:&quot;|&quot;:|" value=")[\w-]+)/g, '$1=<stamp>');
