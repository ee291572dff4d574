import { useCallback, useEffect, useRef, useState } from 'react';

interface Previews {
  files: readonly File[];
  urls: string[];
}

/**
 * Preview addresses for chosen files. Each new choice revokes the previous object URLs, and the
 * last ones are revoked when the form goes away, so no file stays pinned in memory.
 * A Content-Security-Policy without `blob:` in img-src refuses object URLs; `fallBack(i)` then
 * reads that file as a data: URL instead.
 */
export function useObjectUrls() {
  const live = useRef<string[]>([]);
  const [previews, setPreviews] = useState<Previews>({ files: [], urls: [] });

  const show = useCallback((files: readonly File[]) => {
    live.current.forEach((url) => URL.revokeObjectURL(url));
    live.current = files.map((file) => URL.createObjectURL(file));
    setPreviews({ files, urls: live.current });
  }, []);

  const fallBack = useCallback(
    (index: number) => {
      const file = previews.files[index];
      if (!file || !previews.urls[index]?.startsWith('blob:')) return;
      const reader = new FileReader();
      reader.onload = () =>
        setPreviews((current) =>
          current.files[index] === file
            ? { ...current, urls: current.urls.with(index, String(reader.result)) }
            : current,
        );
      reader.readAsDataURL(file);
    },
    [previews],
  );

  useEffect(() => {
    const owned = live;
    return () => {
      owned.current.forEach((url) => URL.revokeObjectURL(url));
      owned.current = [];
    };
  }, []);

  return { urls: previews.urls, show, fallBack };
}
