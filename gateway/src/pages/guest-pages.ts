// Guest pages kept in this process as the bytes they go out as (page-bytes.ts), so that a hit is
// answered before any other handling of the request: no context, no session, no GraphQL. The shared
// page cache (Redis) still holds them for the other replicas; this copy never outlives its entry there.
import type { PageBytes } from './page-bytes.ts';

type Entry = { page: PageBytes; version: string; freshUntil: number; bytes: number };

/** A page's copies are ~1.4x its HTML: 32 MB keeps several hundred listing pages. */
export const GUEST_PAGES_BYTES = 32 * 1024 * 1024;
/** The build is looked at (a stat of index.html) at least this often while hits are served from here. */
export const BUILD_CHECK_MS = 1_000;

export class GuestPages {
  readonly #entries = new Map<string, Entry>();
  readonly #maxBytes: number;
  #bytes = 0;
  #version: string | null = null;
  #versionSeenAt = 0;

  constructor(maxBytes = GUEST_PAGES_BYTES) {
    this.#maxBytes = maxBytes;
  }

  /**
   * The build the pages were made with, as the full path just read it: a new build drops every page
   * (its scripts' names changed). Until the next look, hits are answered for at most BUILD_CHECK_MS.
   */
  sawBuild(version: string, now = Date.now()): void {
    if (version !== this.#version) this.clear();
    this.#version = version;
    this.#versionSeenAt = now;
  }

  /** The fresh page at `key`, made with the current build; null when the full path must answer. */
  get(key: string, now = Date.now()): PageBytes | null {
    if (this.#version === null || now - this.#versionSeenAt >= BUILD_CHECK_MS) return null;
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.freshUntil <= now || entry.version !== this.#version) {
      this.#delete(key, entry);
      return null;
    }
    // Most recently used last: the first entry is the one dropped for room.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.page;
  }

  put(key: string, version: string, page: PageBytes, freshUntil: number, now = Date.now()): void {
    if (freshUntil <= now || version !== this.#version) return;
    const bytes = page.identity.length + page.gzip.length + page.br.length + key.length;
    if (bytes > this.#maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    while (this.#bytes + bytes > this.#maxBytes) {
      const [oldestKey, oldest] = this.#entries.entries().next().value!;
      this.#delete(oldestKey, oldest);
    }
    this.#entries.set(key, { page, version, freshUntil, bytes });
    this.#bytes += bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
