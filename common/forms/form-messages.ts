/**
 * What a visitor reads when a form post is refused; shared by the worker, the island and the
 * browser tests, so the words checked are the words shown.
 */
export const FORM_MESSAGES = {
  unavailable: 'We could not send this just now; nothing was lost on your side, press Send again.',
  conflict:
    'This form was already sent with different content, so we kept what we received first. Press Send again to send what you see now as a new message.',
  crossSite:
    'This form was sent from another website, so we did not accept it. If you want to reach us, fill in the form on this page and send it from here.',
  outOfDate: 'The form is out of date; reload the page and send it again.',
  automated:
    'This submission looks automated and was not accepted. If you are a person, reload the page and try again.',
  tooQuick: 'The form was sent too quickly to be from a person. Please wait a moment and send it again.',
  unsigned: 'We could not check when this form was opened; reload the page and send it again.',
  tooLarge:
    'The form is far larger than any message needs (over 64 KB). Please shorten your message to at most 5000 characters and send it again.',
  tooSlow: 'The form took too long to arrive, so we did not accept it. Please send it again.',
  unsupportedType: 'Send the form as application/x-www-form-urlencoded or application/json.',
  brokenJson: 'The form data is not valid JSON.',
  checkFields: 'Please check the highlighted fields.',
  tooMany: (seconds: number) => `Too many messages from your network; please try again in ${seconds} seconds.`,
} as const;

/** The JSON a refused post answers the island with. */
export interface FormErrorBody {
  error: string;
  errors?: Record<string, string>;
  /** The submission reached neither the database nor the form service: sending the same form again is safe and expected. */
  retryable?: true;
  /** A new key and signed render time (409): the form's content can be sent again as a new submission. */
  stamp?: { key: string; startedAt: number; startedSig: string };
}
