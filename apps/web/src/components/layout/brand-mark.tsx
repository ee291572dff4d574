/** The logo: a car in a rounded square (the same picture as the favicon, already cached). */
export function BrandMark() {
  return <img src="/favicon.svg" width={36} height={36} alt="" className="site-brand__mark" />;
}
