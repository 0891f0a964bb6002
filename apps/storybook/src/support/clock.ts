/**
 * The moment every story sees as now (after the mock trail's last change): the footer's
 * year, the times of changes made in a story and the clock widget read it, so a story
 * draws the same whatever day it is drawn on.
 */
const STORY_NOW = Date.UTC(2027, 5, 1, 3, 0, 0);

const RealDate = globalThis.Date;

/** A `Date` whose now is `STORY_NOW`; a date given a value is an ordinary date. */
class StoryDate extends RealDate {
  constructor(...value: [] | [string | number | Date]) {
    super(...((value.length === 0 ? [STORY_NOW] : value) as [number]));
  }
  static override now(): number {
    return STORY_NOW;
  }
}

/** Stops the story's clock at `STORY_NOW`; the returned function starts it again. */
export function fixClock(): () => void {
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
