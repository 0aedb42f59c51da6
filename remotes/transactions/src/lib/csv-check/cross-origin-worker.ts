// A remote's code runs on the shell's page but its files are served from the remote's own origin (publicPath
// 'auto'), and browsers refuse `new Worker(url)` for a script of another origin. The standard way around it: start
// the worker from a same-origin blob whose only line is importScripts(url), which classic workers may do across
// origins (the remote's server sends CORS headers anyway).

/** The URL to give the Worker constructor for a worker script at `scriptUrl`, seen from the page at `pageHref`. */
export function workerEntryUrl(
  scriptUrl: string | URL,
  pageHref: string,
  toBlobUrl: (source: string) => string,
): string | URL {
  const target = new URL(String(scriptUrl), pageHref);
  if (target.origin === new URL(pageHref).origin) return scriptUrl;
  return toBlobUrl(`importScripts(${JSON.stringify(target.href)});`);
}

const blobUrls = new Map<string, string>();

/** One blob per script source, kept for the page's life: revoking it while the worker still loads would break it. */
function cachedBlobUrl(source: string): string {
  let url = blobUrls.get(source);
  if (!url) {
    url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    blobUrls.set(source, url);
  }
  return url;
}

/**
 * Runs `create`, in which webpack's `new Worker(new URL('./x.worker.ts', import.meta.url))` must be written
 * literally (that is how webpack finds and bundles the worker), with the global Worker constructor swapped for one
 * that handles the remote's other origin. The swap lasts for the synchronous call only.
 */
export function createWorkerAcrossOrigins<T>(create: () => T): T {
  const NativeWorker = globalThis.Worker;
  class CrossOriginWorker extends NativeWorker {
    constructor(scriptUrl: string | URL, options?: WorkerOptions) {
      super(workerEntryUrl(scriptUrl, globalThis.location.href, cachedBlobUrl), options);
    }
  }
  globalThis.Worker = CrossOriginWorker;
  try {
    return create();
  } finally {
    globalThis.Worker = NativeWorker;
  }
}
