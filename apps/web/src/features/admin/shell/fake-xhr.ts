// Component tests: XMLHttpRequest (the handover upload, for its progress) answered by the same
// stub as fetch, so every call is recorded in one list.

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

export function fakeXhrOver(fetcher: Fetcher) {
  return class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: XMLHttpRequestBodyInit | null) {
      fetcher(this.url, { method: this.method, headers: this.headers, body }).then(
        async (response) => {
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: 1,
            total: 1,
          } as ProgressEvent);
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };
}
