import { useEffect, useState } from 'react';
import type { ReviewSummary } from '@rental/shared/reviews';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#reviews: the rating and the newest reviews, computed by the server from the
// published reviews. The home screen carries no query client (docs/decisions/022), so a plain
// fetch; a failure shows nothing rather than a number nobody computed.

export function getReviewSummary(signal?: AbortSignal): Promise<ReviewSummary> {
  return apiRequest<ReviewSummary>('/reviews', { signal });
}

export function useReviewSummary(): ReviewSummary | null {
  const [summary, setSummary] = useState<ReviewSummary | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getReviewSummary(controller.signal).then(setSummary, () => setSummary(null));
    return () => controller.abort();
  }, []);
  return summary;
}
