/**
 * jsdom lays nothing out and has no IntersectionObserver: for a test of a page with parts that wait until
 * the visitor comes near (src/hooks/use-near.ts), every watched element counts as in view at once, as on
 * a screen tall enough to show it. Not for every test: Gatsby's Link prefetches what it sees in view.
 */
export class InViewObserver {
  readonly root = null;
  readonly rootMargin = "0px";
  readonly thresholds = [0];
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element): void {
    const box = target.getBoundingClientRect();
    const entry: IntersectionObserverEntry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: box,
      intersectionRect: box,
      rootBounds: null,
      time: performance.now(),
    };
    this.report([entry], this);
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Puts the in-view observer in place for each test of the calling file, and takes it away after. */
export function everythingInView(): void {
  beforeEach(() => vi.stubGlobal("IntersectionObserver", InViewObserver));
  afterEach(() => vi.unstubAllGlobals());
}

/** A stand-in IntersectionObserver the test drives: the last one made, what it watches, its options, and whether it stopped. */
export class DrivenObserver {
  static last: DrivenObserver | undefined;
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    DrivenObserver.last = this;
  }
  observe(element: Element): void {
    this.watched.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
}
