import { afterLayout } from './after-layout.ts';

describe('afterLayout', () => {
  afterEach(() => {
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('measures in the first report of a ResizeObserver on the element, once, and not before', () => {
    const observers: { callback: () => void; observed: Element[]; disconnected: boolean }[] = [];
    (window as { ResizeObserver?: unknown }).ResizeObserver = class {
      private readonly record: (typeof observers)[number];
      constructor(callback: () => void) {
        this.record = { callback, observed: [], disconnected: false };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.observed.push(target);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    };
    const element = document.createElement('ul');
    const measure = jest.fn();
    afterLayout(element, measure);
    expect(measure).not.toHaveBeenCalled();
    expect(observers[0]!.observed).toEqual([element]);
    observers[0]!.callback();
    expect(measure).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);

    const cancelled = jest.fn();
    afterLayout(element, cancelled)();
    expect(observers[1]!.disconnected).toBe(true);
  });

  it('without ResizeObserver, measures in the frame after this one, unless cancelled', () => {
    jest.useFakeTimers();
    try {
      const measure = jest.fn();
      const cancelled = jest.fn();
      afterLayout(document.body, measure);
      afterLayout(document.body, cancelled)();
      expect(measure).not.toHaveBeenCalled();
      jest.advanceTimersToNextFrame();
      expect(measure).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(measure).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
