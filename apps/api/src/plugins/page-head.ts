// A page's own head in the single-page app's HTML: its title and description, the Open Graph
// tags that messaging apps read for a link preview, and a preload of its largest image so the
// browser fetches it alongside the scripts instead of after them.

export interface PageHead {
  title: string;
  description: string;
  /**
   * The page's address, absolute, from PUBLIC_URL; without it no absolute link is written (the
   * Host header is the requester's to choose, docs/product.md#security).
   */
  url?: string | undefined;
  /** The page's path: the app draws the preloaded photo only on the page it was sent for. */
  path: string;
  image?: {
    /** Absolute, for link previews (with `url` only). */
    url?: string | undefined;
    /** What the page's <img> asks for, so the preload is the request the page makes. */
    src: string;
    srcset?: string | undefined;
    sizes?: string | undefined;
  };
  /** Markup painted before the app's scripts run (trusted: built by server code, escaped). */
  frame?: string;
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
/** Where index.html takes a page's frame, inside the app's root after the navigation bar. */
const FRAME = '<!--page-frame-->';
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The page's HTML with `head` written in (title and description replaced, tags added). */
export function withPageHead(html: string, head: PageHead): string {
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.url) tags.push(`<meta property="og:url" content="${escapeHtml(head.url)}" />`);
  if (head.image?.url) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(head.image.url)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
    );
  }
  if (head.image) {
    const { src, srcset, sizes } = head.image;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(src)}" data-page="${escapeHtml(head.path)}"` +
        (srcset ? ` imagesrcset="${escapeHtml(srcset)}"` : '') +
        (sizes ? ` imagesizes="${escapeHtml(sizes)}"` : '') +
        ` fetchpriority="high" />`,
    );
  }
  return html
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace(FRAME, () => head.frame ?? '')
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** The site's origin from PUBLIC_URL (without a trailing slash), or undefined when unset. */
export function siteOrigin(config: { publicUrl?: string | undefined }): string | undefined {
  return config.publicUrl ? new URL(config.publicUrl).origin : undefined;
}
