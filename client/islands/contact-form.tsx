import '../zod-jitless.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FORM_MESSAGES, type FormErrorBody } from '../../common/forms/form-messages.ts';
import {
  CONTACT_TOPICS,
  SUPPORT_CATEGORIES,
  validateFields,
  type FieldErrors,
  type FormKind,
} from '../../common/forms/form-schema.ts';
import type { FormStamp } from '../../common/forms/form-stamp-fields.ts';
import { css } from '../../common/styles.ts';
import { showMessage, startLoading, stopLoading } from '../store.ts';
import { formPostPath } from '../../common/api/api-paths.ts';
import { buildHref } from '../../common/links.ts';

export interface ContactFormProps {
  kind: FormKind;
  /** The lead form's topic; on the support form, a category to choose at first (`accessibility`). */
  topic: string;
  values: Record<string, string>;
  errors: FieldErrors;
  /** Idempotency key and signed render time: a double submit or a retry stores the submission once. */
  stamp: FormStamp;
  /** Query string of the page (preview parameters), kept on the thank-you page. */
  search: string;
  /** A journey plan brought from a journey page: shown above the fields and sent as the hidden `plan` field. */
  plan?: { field: string; summary: string };
  /**
   * Its words in the page's language, keyed by message key (`form.name`, `form.error.name`),
   * formatted by the server from messages/<locale>.json: the island ships no catalogue.
   */
  labels: Readonly<Record<string, string>>;
  /** The page's locale prefix (`/de`, or empty): the form posts and thanks under it. */
  localePrefix?: string;
  /**
   * The page's heading and intro for each topic of the lead form ('' for none chosen), and what
   * follows the heading in the `<title>` (" | Corporate Fitness"): choosing a topic in the form
   * retitles the page as a link with that topic would (worker/pages/contact.page.tsx).
   */
  heads?: {
    byTopic: Readonly<Record<string, { heading: string; intro: string }>>;
    titleSuffix: string;
  };
}

/**
 * The page's heading, intro and title follow the topic chosen in the form; what the demo covers
 * and a brand sold by demo's setup screen (`data-demo-only`) show only while the demo is the
 * topic (`data-demo` on the page's grid), and the panel beside the form says who answers that
 * kind of topic and where to write (the server draws both, worker/pages/contact-next.tsx). The
 * heading area (`data-area="head"`, worker/pages/contact.page.tsx), the agenda, the setup screen
 * and the panel are outside the island.
 */
function retitle({ byTopic, titleSuffix }: NonNullable<ContactFormProps['heads']>, topic: string) {
  document
    .querySelector('[data-testid="contact-next"]')
    ?.setAttribute('data-shown', String(NO_GROUP_SIZE.includes(topic)));
  const head = byTopic[topic];
  const area = document.querySelector('[data-area="head"]');
  if (!head || !area) return;
  area.querySelector('h1')!.textContent = head.heading;
  area.querySelector(':scope > p')!.textContent = head.intro;
  document.title = head.heading + titleSuffix;
  // A brand sold by demo shows what the demo covers and its setup screen with the demo only, where
  // the page has them (a page served for another topic has not: no row then waits for them).
  area.parentElement!.toggleAttribute('data-demo', topic === 'demo' && !!document.querySelector('[data-demo-only]'));
}

/** Topics that are not about a group taking part: a security review or sub-processor notices, which the security team answers (worker/pages/contact-next.tsx). */
export const NO_GROUP_SIZE = ['security', 'subprocessors'];

/** The submit button's words: what sending does for this form and topic. */
const sendKey = (kind: FormKind, topic: string, sending: boolean) =>
  sending ? 'form.sending' : kind === 'support' ? 'form.sendSupport' : topic === 'demo' ? 'form.sendDemo' : 'form.send';

const form = css`
  display: grid;
  gap: 18px;
  max-width: 640px;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  input,
  select,
  textarea {
    width: 100%;
    /* One line of text, the padding and the border: a select, which does not grow with its line
       height as an input does, stands as tall as the fields beside it. */
    min-height: calc(1.55em + 24px);
    padding: 10px 12px;
    border: 2px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-background);
    color: var(--tt-text);
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: #b00020;
  }
  .error {
    color: #b00020;
    margin: 6px 0 0;
    font-size: 0.95rem;
  }
  .hp {
    position: absolute;
    inset-inline-start: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
  .check {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    font-weight: 400;
  }
  /* A 24 px box of the form's own (a native one stays 13 px whatever its size): the fields' border,
     filled in the brand's colour with a check when ticked; the whole label is its tap target. */
  .check input {
    appearance: none;
    flex: none;
    display: grid;
    place-content: center;
    width: 24px;
    height: 24px;
    min-height: 24px;
    margin: 0;
    padding: 0;
    border-radius: 4px;
    cursor: pointer;
  }
  .check input::before {
    content: '';
    width: 14px;
    height: 14px;
    clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0, 43% 62%);
    background: var(--tt-on-primary);
    transform: scale(0);
  }
  .check input:checked {
    border-color: var(--tt-primary);
    background: var(--tt-primary);
  }
  .check input:checked::before {
    transform: scale(1);
  }
  /* Forced colours drop the fill: the check takes the text's colour instead. */
  @media (forced-colors: active) {
    .check input::before {
      forced-color-adjust: none;
      background: CanvasText;
    }
  }
  button {
    justify-self: start;
    min-height: 48px;
    padding: 0 28px;
    border: 0;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    font-weight: 700;
    cursor: pointer;
  }
  .submit {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  }
  .submit .error {
    margin: 0;
    font-weight: 600;
  }
  button[disabled] {
    opacity: 0.7;
    cursor: progress;
  }
  .plan {
    margin: 0;
    padding: 12px 16px;
    border-inline-start: 4px solid var(--tt-primary);
    background: var(--tt-surface);
  }
  .notice {
    padding: 14px 16px;
    border: 2px solid #b00020;
    border-radius: var(--tt-radius, 8px);
  }
  .notice p {
    margin: 0 0 12px;
  }
  .notice button {
    min-height: 44px;
  }
`;

/** A refusal the visitor can act on with one button: send the same form again (503, offline) or as a new message (409). */
interface Notice {
  text: string;
  action: string;
}

function Field({
  name,
  label,
  errors,
  children,
}: {
  name: string;
  label: string;
  errors: FieldErrors;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`f-${name}`}>{label}</label>
      {children}
      {errors[name] && (
        <p className="error" id={`e-${name}`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
}

/**
 * The contact / support form. Without JavaScript it posts to the worker, which re-renders it with
 * errors or redirects to /thankyou; hydrated, it checks the same rules inline and posts JSON.
 */
export default function ContactForm({
  kind,
  topic,
  values,
  errors: serverErrors,
  stamp: firstStamp,
  search,
  plan,
  labels,
  localePrefix = '',
  heads,
}: ContactFormProps) {
  const l = (key: string) => labels[key] ?? key;
  const action = `${localePrefix}${formPostPath(kind)}${search}`;
  const consent = l('form.consent').split(l('form.consentLink'));
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [stamp, setStamp] = useState(firstStamp);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The topic chosen now: a security request asks no group size, a demo request asks for times. */
  const [chosen, setChosen] = useState(values.topic ?? topic);
  const formRef = useRef<HTMLFormElement>(null);
  /**
   * Bumped on every refused send: after React has marked the fields, the first invalid one takes the
   * focus and is scrolled to the middle of the window, since on a phone the errors sit a screen above
   * the Send button and a visitor left on the button sees nothing change. Also on a first render
   * with the server's errors (a send that went out before the island hydrated).
   */
  const [refusals, setRefusals] = useState(Object.keys(serverErrors).length > 0 ? 1 : 0);
  useEffect(() => {
    if (refusals === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    (first.closest('div') ?? first).scrollIntoView({ block: 'center' });
  }, [refusals]);
  /**
   * Before a send, no field is marked. After one, a field is checked again when the visitor leaves
   * it, and its mark goes as soon as what they type is right (not only at the next send).
   */
  const recheck = (target: EventTarget, leaving: boolean) => {
    const name = (target as Partial<HTMLInputElement>).name;
    if (refusals === 0 || !name || !formRef.current) return;
    const check = validateFields(kind, Object.fromEntries(new FormData(formRef.current)) as Record<string, string>, l);
    const message = check.ok ? undefined : check.errors[name];
    if (check.ok) setRefusal(null);
    setErrors((shown) => {
      if (shown[name] === message || (!message && !(name in shown))) return shown;
      if (message) return leaving ? { ...shown, [name]: message } : shown;
      const { [name]: _cleared, ...rest } = shown;
      return rest;
    });
  };
  /**
   * A refused send says so beside the button that sent it, in the page's flow (not a toast over the
   * fields), until the next send; every value typed stays in its field.
   */
  const refuse = (text: string) => setRefusal(text);
  const a11y = (name: string) => ({
    id: `f-${name}`,
    name,
    defaultValue: values[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `e-${name}` : undefined,
  });

  /** Posts what the form shows now, with `useStamp`'s key (a 409 hands out a new one before React re-renders). */
  async function send(useStamp: FormStamp) {
    const data = {
      ...(Object.fromEntries(new FormData(formRef.current!)) as Record<string, string>),
      key: useStamp.key,
      startedAt: String(useStamp.startedAt),
      startedSig: useStamp.startedSig,
    };
    const check = validateFields(kind, data, l);
    if (!check.ok) {
      setErrors(check.errors);
      setRefusals((n) => n + 1);
      refuse(l('form.error.checkFields'));
      return;
    }
    setSending(true);
    setNotice(null);
    setRefusal(null);
    startLoading();
    try {
      const res = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(data),
      });
      const body = (await res.json().catch(() => ({}))) as Partial<FormErrorBody>;
      if (res.ok) {
        showMessage(l(kind === 'support' ? 'form.sentSupport' : 'form.sent'), 'success');
        location.assign(`${localePrefix}/thankyou${search ? `${search}&` : '?'}form=${kind}`);
        return;
      }
      setErrors(body.errors ?? {});
      if (body.errors && Object.keys(body.errors).length > 0) setRefusals((n) => n + 1);
      if (res.status === 409 && body.stamp) {
        setStamp(body.stamp);
        setNotice({ text: body.error ?? FORM_MESSAGES.conflict, action: l('form.sendAsNew') });
      } else if (body.retryable) {
        setNotice({ text: body.error ?? l('form.error.unavailable'), action: l('form.sendAgain') });
      } else {
        refuse(body.error ?? l('form.error.checkFields'));
      }
    } catch {
      // Offline or the connection dropped: the values are all still in the form.
      setNotice({ text: l('form.offline'), action: l('form.sendAgain') });
    } finally {
      stopLoading();
      setSending(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(stamp);
  }

  return (
    <form
      ref={formRef}
      className={form}
      method="post"
      action={action}
      onSubmit={submit}
      onBlur={(e) => recheck(e.target, true)}
      onChange={(e) => recheck(e.target, false)}
      noValidate
      data-testid="contact-form"
    >
      <input type="hidden" name="key" value={stamp.key} />
      <input type="hidden" name="startedAt" value={String(stamp.startedAt)} />
      <input type="hidden" name="startedSig" value={stamp.startedSig} />
      {plan && (
        <>
          <input type="hidden" name="plan" value={plan.field} />
          <p className="plan" data-testid="contact-plan">
            {plan.summary}
          </p>
        </>
      )}
      <div className="hp" aria-hidden="true">
        <label htmlFor="f-website">{l('form.honeypot')}</label>
        <input id="f-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {errors.form && (
        <p className="error" role="alert">
          {errors.form}
        </p>
      )}
      {notice && (
        <div className="notice" role="alert" data-testid="form-notice">
          <p>{notice.text}</p>
          <button type="button" disabled={sending} onClick={() => void send(stamp)}>
            {notice.action}
          </button>
        </div>
      )}
      <Field name="name" label={l('form.name')} errors={errors}>
        <input {...a11y('name')} autoComplete="name" />
      </Field>
      <Field name="email" label={l('form.email')} errors={errors}>
        <input {...a11y('email')} type="email" autoComplete="email" />
      </Field>
      <Field
        name="organisation"
        label={l(kind === 'support' ? 'form.organisationOptional' : 'form.organisation')}
        errors={errors}
      >
        <input {...a11y('organisation')} autoComplete="organization" />
      </Field>
      {kind === 'contact' ? (
        <>
          {!NO_GROUP_SIZE.includes(chosen) && (
            <Field name="participants" label={l('form.participants')} errors={errors}>
              <input {...a11y('participants')} inputMode="numeric" />
            </Field>
          )}
          <Field name="topic" label={l('form.topic')} errors={errors}>
            <select
              {...a11y('topic')}
              defaultValue={values.topic ?? topic}
              onChange={(e) => {
                setChosen(e.currentTarget.value);
                if (heads) retitle(heads, e.currentTarget.value);
              }}
            >
              {/* Optional: left on this, the message is filed as "Something else" (form-schema.ts). */}
              <option value="">{l('form.chooseOne')}</option>
              {CONTACT_TOPICS.map((t) => (
                <option key={t} value={t}>
                  {l(`form.topic.${t}`)}
                </option>
              ))}
            </select>
          </Field>
        </>
      ) : (
        <Field name="category" label={l('form.category')} errors={errors}>
          <select
            {...a11y('category')}
            defaultValue={values.category ?? ((SUPPORT_CATEGORIES as readonly string[]).includes(topic) ? topic : '')}
          >
            <option value="">{l('form.chooseOne')}</option>
            {SUPPORT_CATEGORIES.map((t) => (
              <option key={t} value={t}>
                {l(`form.category.${t}`)}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field name="message" label={l(kind === 'support' ? 'form.problem' : 'form.message')} errors={errors}>
        <textarea {...a11y('message')} rows={6} />
      </Field>
      {kind === 'contact' && (
        <div>
          <label className="check">
            <input
              type="checkbox"
              id="f-consent"
              name="consent"
              defaultChecked={values.consent === 'on'}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'e-consent' : undefined}
            />
            {/* The words that name the privacy policy (part of the sentence in every language) link to it, the
                footer's legal link: the sentence and its error ask the visitor to agree to it. */}
            <span>
              {consent[0]}
              {consent[1] !== undefined && (
                <>
                  <a href={localePrefix + buildHref('/privacypolicy', { search })}>{l('form.consentLink')}</a>
                  {consent[1]}
                </>
              )}
            </span>
          </label>
          {errors.consent && (
            <p className="error" id="e-consent">
              {errors.consent}
            </p>
          )}
        </div>
      )}
      <div className="submit">
        <button type="submit" disabled={sending}>
          {l(sendKey(kind, chosen, sending))}
        </button>
        {/* Always in the page, empty until a refusal: a live region that exists before its words is read out. */}
        <p className="error" role="alert" data-testid="form-refused">
          {refusal}
        </p>
      </div>
    </form>
  );
}
