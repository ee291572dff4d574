// A page's own head in the single-page app's HTML: its title and description, the Open Graph
// tags that messaging apps read for a link preview, and a preload of its largest image so the
// browser fetches it alongside the scripts instead of after them.

export interface PageHead {
  title: string;
  description: string;
  /** The page's address, absolute. */
  url: string;
  image?: {
    /** Absolute, for link previews. */
    url: string;
    /** What the page's <img> asks for, so the preload is the request the page makes. */
    src: string;
    srcset?: string | undefined;
    sizes?: string | undefined;
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The page's HTML with `head` written in (title and description replaced, tags added). */
export function withPageHead(html: string, head: PageHead): string {
  const attr = escapeHtml;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(head.url)}" />`,
  ];
  if (head.image) {
    const { url, src, srcset, sizes } = head.image;
    tags.push(
      `<meta property="og:image" content="${attr(url)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<link rel="preload" as="image" href="${attr(src)}"` +
        (srcset ? ` imagesrcset="${attr(srcset)}"` : '') +
        (sizes ? ` imagesizes="${attr(sizes)}"` : '') +
        ` fetchpriority="high" />`,
    );
  }
  return html
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${attr(head.description)}" />`)
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}
