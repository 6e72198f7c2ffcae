/** What the contact form island and the form handler both know of a stamp; signing is the worker's (worker/http/form-stamp.ts). */

/** The hidden fields that tie a rendered form to its render time. */
export interface FormStamp {
  /** Idempotency key: a double submit or a retry stores the submission once. */
  key: string;
  /** Render time, epoch ms (the 3-second time trap). */
  startedAt: number;
  /** HMAC-SHA-256 of `key.startedAt`, base64url: an edited `startedAt` no longer verifies. */
  startedSig: string;
}
