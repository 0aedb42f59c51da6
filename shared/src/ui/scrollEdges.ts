/** Which edges of a scroll box hide content: the start (scrolled away) and the end (not reached yet). */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/**
 * From the box's horizontal scroll metrics. In a right-to-left box browsers count scrollLeft from 0 down to negative
 * values, so its magnitude is the distance from the start edge either way. A pixel of slack absorbs the fractional
 * widths zoomed pages give.
 */
export function scrollEdges(box: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollEdges {
  const scrolled = Math.abs(box.scrollLeft);
  return {
    start: scrolled > 1,
    end: scrolled + box.clientWidth < box.scrollWidth - 1,
  };
}
