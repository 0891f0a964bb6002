/** Makes jsdom safe for Headless UI and floating-ui (ResizeObserver, matchMedia, scrollIntoView, canvas). */
export function installDomStubs(): void {
  if (!('ResizeObserver' in globalThis)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
  }
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // axe probes canvas for icon fonts; jsdom has none and would log 'not implemented'.
  HTMLCanvasElement.prototype.getContext = () => null;
}
