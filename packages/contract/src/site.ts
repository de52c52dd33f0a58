import { bi } from './resource.ts';
import type { SiteInfo } from './portal.ts';

/** The fictional council of the demo content; a real install changes these in site settings. */
export const demoSite: SiteInfo = {
  councilName: bi('Nagar Parishad Sundarpur', 'नगर परिषद सुंदरपुर'),
  stateName: bi('Government of Madhya Pradesh', 'मध्य प्रदेश शासन'),
  address: bi('Nagar Parishad Bhawan, Station Road, Sundarpur 466001', 'नगर परिषद भवन, स्टेशन रोड, सुंदरपुर 466001'),
  email: 'info@sundarpur.example',
  phone: '+91 7562 220 100',
  tollFree: '1800 233 0101',
  rtiUrl: 'https://mpsic.mp.gov.in/',
  importantLinks: [
    { label: bi('National Portal of India', 'भारत का राष्ट्रीय पोर्टल'), url: 'https://www.india.gov.in/' },
    { label: bi('Swachh Bharat Mission (Urban)', 'स्वच्छ भारत मिशन (शहरी)'), url: 'https://sbmurban.org/' },
    { label: bi('Digital India', 'डिजिटल इंडिया'), url: 'https://www.digitalindia.gov.in/' },
    { label: bi('MP e-Nagarpalika', 'एमपी ई-नगरपालिका'), url: 'https://www.mpenagarpalika.gov.in/' },
  ],
  social: {},
  // An urban council: the urban mission (the ddws.gov.in site is the rural one).
  cleanIndiaUrl: 'https://sbmurban.org/',
  location: { lat: 23.2032, lon: 77.0844 },
  officeHours: bi(
    'Monday to Saturday, 10:00 am to 5:30 pm, except the second and third Saturday. Closed on Sundays and public holidays.',
    'सोमवार से शनिवार, सुबह 10:00 से शाम 5:30 बजे तक, दूसरे और तीसरे शनिवार को छोड़कर। रविवार और सार्वजनिक अवकाश के दिन बंद।',
  ),
};

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
