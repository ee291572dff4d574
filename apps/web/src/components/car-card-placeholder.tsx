/** A car card's shape while the list loads (docs/product.md#screens: loading placeholders). */
export function CarCardPlaceholder() {
  return (
    <div className="card car-card h-100" aria-hidden="true">
      <div className="car-card__media placeholder-glow">
        <span className="placeholder w-100 h-100" />
      </div>
      <div className="card-body placeholder-glow">
        <span className="placeholder col-4 mb-2" />
        <span className="placeholder placeholder-lg col-8 mb-3 d-block" />
        <span className="placeholder col-10 mb-4 d-block" />
        <span className="placeholder col-5" />
      </div>
    </div>
  );
}
