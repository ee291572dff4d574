import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { chatLink } from '@rental/shared/business';
import { CONTACT_NOTICE_MS, CONTACT_SEND_DELAY_MS } from '@rental/shared/constants';
import {
  EMPTY_INQUIRY,
  SUBJECTS,
  inquiryText,
  validateInquiry,
  type Inquiry,
  type InquiryErrors,
} from '../inquiry';

type Sent = { name: string; link: string } | null;

/**
 * docs/product.md#screens 'Client Inquiry Form'. No server call (docs/product.md#screens): after the 1-second sending state
 * the chat opens with the message prefilled, a notice shows for 40 seconds and the form clears.
 */
export function InquiryForm() {
  const id = useId();
  const [values, setValues] = useState<Inquiry>(EMPTY_INQUIRY);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const field = (name: keyof Inquiry) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: errors[name] ? 'is-invalid' : '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateInquiry(values);
    setErrors(found);
    const first = (Object.keys(found) as (keyof Inquiry)[])[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const link = chatLink(inquiryText(values));
    setSending(true);
    setSent(null);
    timers.current.push(
      window.setTimeout(() => {
        window.open(link, '_blank', 'noopener');
        setSending(false);
        setSent({ name: values.fullName.trim().split(' ')[0] ?? '', link });
        setValues(EMPTY_INQUIRY);
        timers.current.push(window.setTimeout(() => setSent(null), CONTACT_NOTICE_MS));
      }, CONTACT_SEND_DELAY_MS),
    );
  };

  const error = (name: keyof Inquiry) =>
    errors[name] && (
      <div id={`${id}-${name}-error`} className="invalid-feedback">
        {errors[name]}
      </div>
    );

  return (
    <form ref={formRef} className="inquiry-form" noValidate onSubmit={submit}>
      <div aria-live="polite">
        {sent && (
          <div className="alert alert-success" data-testid="contact-success">
            <strong>Thank you{sent.name ? `, ${sent.name}` : ''}!</strong> Your message is ready in
            WhatsApp: press send there and our team will reply shortly. If WhatsApp did not open,{' '}
            <a href={sent.link} target="_blank" rel="noopener noreferrer" className="alert-link">
              open the chat here
            </a>
            .
          </div>
        )}
      </div>
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label htmlFor={`${id}-fullName`} className="form-label">
            Full name <span aria-hidden="true">*</span>
          </label>
          <input
            type="text"
            autoComplete="name"
            required
            {...field('fullName')}
            className={`form-control ${field('fullName').className}`}
          />
          {error('fullName')}
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor={`${id}-email`} className="form-label">
            E-mail <span aria-hidden="true">*</span>
          </label>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...field('email')}
            className={`form-control ${field('email').className}`}
          />
          {error('email')}
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor={`${id}-phone`} className="form-label">
            Phone <span className="text-body-secondary fw-normal">(optional)</span>
          </label>
          <input
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="10-digit mobile"
            {...field('phone')}
            className={`form-control ${field('phone').className}`}
          />
          {error('phone')}
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor={`${id}-subject`} className="form-label">
            Subject <span aria-hidden="true">*</span>
          </label>
          <select
            required
            {...field('subject')}
            className={`form-select ${field('subject').className}`}
          >
            <option value="">Choose a subject</option>
            {SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
          {error('subject')}
        </div>
        <div className="col-12">
          <label htmlFor={`${id}-message`} className="form-label">
            Message <span aria-hidden="true">*</span>
          </label>
          <textarea
            rows={5}
            required
            {...field('message')}
            className={`form-control ${field('message').className}`}
          />
          {error('message')}
        </div>
      </div>
      <p className="small text-body-secondary mt-3 mb-3">
        Fields marked * are required. Sending opens WhatsApp with your message ready to send.
      </p>
      <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
        {sending && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
