/** One quality of a stream, as media-chrome's rendition menu reads it. */
export interface Rendition {
  id: string;
  width: number;
  height: number;
  bitrate: number;
}

/**
 * The `videoRenditions` list media-chrome's quality menu reads from its media element (the
 * VideoRenditionList shape: indexed, with selectedIndex, firing addrendition and change).
 * A plain <video> has none; hls.js fills this one from its levels and is told the choice.
 * selectedIndex -1 is Auto.
 */
export class RenditionList extends EventTarget {
  [index: number]: Rendition;
  length = 0;
  private selected = -1;

  constructor(private readonly onSelect: (index: number) => void) {
    super();
  }

  get selectedIndex(): number {
    return this.selected;
  }

  set selectedIndex(index: number) {
    if (index === this.selected) return;
    this.selected = index;
    this.onSelect(index);
    this.dispatchEvent(new Event('change'));
  }

  *[Symbol.iterator](): Iterator<Rendition> {
    for (let index = 0; index < this.length; index += 1) yield this[index] as Rendition;
  }

  replace(renditions: readonly Rendition[]): void {
    for (let index = 0; index < this.length; index += 1) delete this[index];
    renditions.forEach((rendition, index) => {
      this[index] = rendition;
    });
    this.length = renditions.length;
    this.selected = -1;
    this.dispatchEvent(new Event(renditions.length > 0 ? 'addrendition' : 'removerendition'));
  }
}
