/**
 * Rendered PDFs by the version of what they show (a profile's id and its last update): ten
 * downloads of one profile share one render, and a repeat is served from memory until the
 * profile changes. At most `maxEntries` are kept, the least recently used dropped first; a failed
 * render is not kept. A cache, not a store: another instance, or a restart, renders again.
 */
export class PdfCache {
  readonly #entries = new Map<string, Promise<Uint8Array>>();

  constructor(private readonly maxEntries = 50) {}

  get(version: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const cached = this.#entries.get(version);
    if (cached) {
      // Re-inserted, so the Map's order stays least recently used first.
      this.#entries.delete(version);
      this.#entries.set(version, cached);
      return cached;
    }
    const rendering = render();
    this.#entries.set(version, rendering);
    rendering.catch(() => this.#entries.get(version) === rendering && this.#entries.delete(version));
    while (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    return rendering;
  }
}
