import { scrollEdges } from './scrollEdges';

describe('scrollEdges', () => {
  it('nothing hidden when the content fits', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({
      start: false,
      end: false,
    });
  });

  it('the end hidden at the start, both in the middle, the start at the end', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 300 })).toEqual({
      start: false,
      end: true,
    });
    expect(scrollEdges({ scrollLeft: 200, scrollWidth: 900, clientWidth: 300 })).toEqual({
      start: true,
      end: true,
    });
    expect(scrollEdges({ scrollLeft: 599.5, scrollWidth: 900, clientWidth: 300 })).toEqual({
      start: true,
      end: false,
    });
  });

  it('right to left: negative scrollLeft counts from the start edge', () => {
    expect(scrollEdges({ scrollLeft: -200, scrollWidth: 900, clientWidth: 300 })).toEqual({
      start: true,
      end: true,
    });
    expect(scrollEdges({ scrollLeft: -600, scrollWidth: 900, clientWidth: 300 })).toEqual({
      start: true,
      end: false,
    });
  });
});
