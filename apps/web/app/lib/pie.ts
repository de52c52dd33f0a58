/**
 * Pie-chart geometry for the complaint-status chart: slices in data order, clockwise from 12 o'clock
 * (the convention of d3-shape's pie and arc, which the chart used before; a dozen lines do not justify
 * 5 KB of library on the home page).
 */
export type Slice<T> = { data: T; startAngle: number; endAngle: number };

const TAU = Math.PI * 2;
/**
 * SVG coordinates to 1/1000: Node's and the browser's Math.sin/cos can differ in the last digits, and the
 * server's markup must be what the browser would draw (hydration). Never -0.
 */
export const svgRound = (n: number) => Math.round(n * 1000) / 1000 || 0;
const point = (radius: number, angle: number) => [svgRound(radius * Math.sin(angle)), svgRound(-radius * Math.cos(angle))] as const;

/** Angles for each item in proportion to its value; items of value 0 or less get an empty slice. */
export function pieSlices<T>(items: T[], value: (item: T) => number): Slice<T>[] {
  const total = items.reduce((sum, item) => sum + Math.max(0, value(item)), 0);
  let angle = 0;
  return items.map((data) => {
    const startAngle = angle;
    angle += total > 0 ? (Math.max(0, value(data)) / total) * TAU : 0;
    return { data, startAngle, endAngle: angle };
  });
}

/** The SVG path of a slice of a pie centred on (0, 0). A whole circle is drawn as two half arcs. */
export function slicePath(slice: Slice<unknown>, radius: number): string {
  const sweep = slice.endAngle - slice.startAngle;
  if (sweep <= 0) return '';
  if (sweep >= TAU - 1e-9) {
    return `M0,${-radius}A${radius},${radius},0,1,1,0,${radius}A${radius},${radius},0,1,1,0,${-radius}Z`;
  }
  const [x0, y0] = point(radius, slice.startAngle);
  const [x1, y1] = point(radius, slice.endAngle);
  return `M0,0L${x0},${y0}A${radius},${radius},0,${sweep > Math.PI ? 1 : 0},1,${x1},${y1}Z`;
}

/** Where a slice's label goes: the middle of its arc, at the given distance from the centre. */
export function sliceLabelPoint(slice: Slice<unknown>, distance: number): readonly [number, number] {
  return point(distance, (slice.startAngle + slice.endAngle) / 2);
}
