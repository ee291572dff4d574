import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Preview addresses for chosen files. Each new choice revokes the previous addresses, and the
 * last ones are revoked when the form goes away, so no file stays pinned in memory.
 */
export function useObjectUrls(): [urls: string[], show: (files: readonly File[]) => void] {
  const live = useRef<string[]>([]);
  const [urls, setUrls] = useState<string[]>([]);
  const show = useCallback((files: readonly File[]) => {
    live.current.forEach((url) => URL.revokeObjectURL(url));
    live.current = files.map((file) => URL.createObjectURL(file));
    setUrls(live.current);
  }, []);
  useEffect(() => {
    const owned = live;
    return () => {
      owned.current.forEach((url) => URL.revokeObjectURL(url));
      owned.current = [];
    };
  }, []);
  return [urls, show];
}
