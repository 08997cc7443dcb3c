export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The one Earth radius: the engine's fast twins of distanceMiles (match-engine grid and candidates) use it too. */
export const EARTH_RADIUS_MILES = 3958.8;
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box that contains every point within `miles` of the centre (for index-friendly prefilters). */
export function boundingBox(centre: LatLng, miles: number) {
  const latDelta = miles / 69;
  const lngDelta = miles / (69 * Math.max(0.01, Math.cos(toRadians(centre.latitude))));
  return {
    minLatitude: centre.latitude - latDelta,
    maxLatitude: centre.latitude + latDelta,
    minLongitude: centre.longitude - lngDelta,
    maxLongitude: centre.longitude + lngDelta,
  };
}
