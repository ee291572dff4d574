import { formatKolkataDay } from '@/lib/date-format';
import { useTermsInForce } from '../api/get-terms';

/**
 * The rental terms a renter accepts at pickup, as the owner last saved them
 * (docs/product.md#rental-agreement): the same text and version the agreement carries.
 */
export function TermsInForce() {
  const terms = useTermsInForce();
  if (terms.isPending) return <p role="status">Loading the rental terms…</p>;
  if (terms.isError) {
    return <p>The rental terms could not be loaded. Please refresh the page or call us.</p>;
  }
  return (
    <>
      <p>
        You accept these at pickup, with a code we text you. This is version {terms.data.version},
        in force since {formatKolkataDay(terms.data.publishedAt)}; an agreement you accepted keeps
        the version it was made under.
      </p>
      <p className="terms-in-force">{terms.data.text}</p>
    </>
  );
}
