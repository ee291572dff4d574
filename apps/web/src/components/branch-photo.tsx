/** Our branch with cars outside, half the width of a large screen beside its text. */
export function BranchPhoto({ alt, lazy = false }: { alt: string; lazy?: boolean }) {
  return (
    <img
      src="/img/branch-640.webp"
      srcSet="/img/branch-640.webp 640w, /img/branch-960.webp 960w"
      sizes="(min-width: 1400px) 636px, (min-width: 992px) 46vw, calc(100vw - 1.5rem)"
      width={960}
      height={720}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className="rounded-art"
    />
  );
}
