// docs/product.md#screens, contact: the client inquiry form's fields and rules (docs/product.md#screens: full name, e-mail,
// subject and message required; phone optional, and a 10-digit Indian mobile when given).

export const SUBJECTS = [
  { value: 'booking', label: 'Booking' },
  { value: 'support', label: 'Support' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Other' },
] as const;

export interface Inquiry {
  fullName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type InquiryErrors = Partial<Record<keyof Inquiry, string>>;

export const EMPTY_INQUIRY: Inquiry = {
  fullName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

export function validateInquiry(inquiry: Inquiry): InquiryErrors {
  const errors: InquiryErrors = {};
  if (!inquiry.fullName.trim()) errors.fullName = 'Please enter your full name.';
  if (!inquiry.email.trim()) errors.email = 'Please enter your e-mail address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(inquiry.email.trim()))
    errors.email = 'Please enter a valid e-mail address, like name@example.com.';
  const phone = inquiry.phone.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
  if (phone && !/^[6-9]\d{9}$/.test(phone))
    errors.phone = 'Please enter a 10-digit mobile number, or leave it empty.';
  if (!inquiry.subject) errors.subject = 'Please choose a subject.';
  if (!inquiry.message.trim()) errors.message = 'Please write your message.';
  return errors;
}

/** The text the chat opens with. */
export function inquiryText(inquiry: Inquiry): string {
  const subject = SUBJECTS.find((s) => s.value === inquiry.subject)?.label ?? inquiry.subject;
  return [
    `Hi! New inquiry: ${subject}`,
    `Name: ${inquiry.fullName.trim()}`,
    `E-mail: ${inquiry.email.trim()}`,
    inquiry.phone.trim() ? `Phone: ${inquiry.phone.trim()}` : null,
    '',
    inquiry.message.trim(),
  ]
    .filter((line) => line !== null)
    .join('\n');
}
