/** The map service of the location link and the contact page's map; the pages' CSP allows it in frame-src only. */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** The location link of the top bar: the council's address searched on the map service. */
export function mapSearchUrl(address: string): string {
  return `${MAP_ORIGIN}/search?query=${encodeURIComponent(address)}`;
}

/** The contact page's embedded map around a point (about 1 km across), with a marker on it. */
export function mapEmbedUrl(location: { lat: number; lon: number }): string {
  const d = 0.005;
  const bbox = [location.lon - d, location.lat - d, location.lon + d, location.lat + d].map((n) => n.toFixed(5)).join(',');
  return `${MAP_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${location.lat},${location.lon}`;
}
