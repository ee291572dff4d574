// One layout for every e-mail: the same facts as a plain-text part and an HTML part.

export interface EmailContent {
  subject: string;
  /** 'Dear …,' line; absent in the business's own notices. */
  greeting?: string;
  paragraphs: string[];
  /** Label and value rows: car, branch, times, amounts. */
  facts: [string, string][];
  closing?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderEmail(content: EmailContent): RenderedEmail {
  const { subject, greeting, paragraphs, facts, closing } = content;
  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs.flatMap((p) => [p, '']),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(closing ? ['', closing] : []),
  ].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escape(label)}</th>` +
        `<td style="padding:2px 0">${escape(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escape(subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">',
    ...(greeting ? [`<p>${escape(greeting)}</p>`] : []),
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    `<table role="presentation">${rows}</table>`,
    ...(closing ? [`<p>${escape(closing)}</p>`] : []),
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
