import zipcodes from 'zipcodes';

export interface ZipPlace {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** US ZIP centroids from the offline `zipcodes` data set (loaded once, at import). Accepts ZIP+4. */
export function lookupZip(zipCode: string): ZipPlace | null {
  const five = zipCode.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const info = zipcodes.lookup(five);
  if (info?.country !== 'US') return null;
  return {
    zipCode: five,
    city: info.city,
    state: info.state,
    latitude: info.latitude,
    longitude: info.longitude,
  };
}

/** Where a home stands, as a listing stores it: the ZIP as five digits when known, the city, state and centre. */
export function homePlace(zipCode: string) {
  const place = lookupZip(zipCode);
  return {
    zipCode: place?.zipCode ?? zipCode,
    city: place?.city ?? null,
    state: place?.state ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
  };
}

export function zipsInState(state: string): ZipPlace[] {
  return zipcodes
    .lookupByState(state)
    .filter((info) => info.country === 'US')
    .map((info) => ({
      zipCode: info.zip,
      city: info.city,
      state: info.state,
      latitude: info.latitude,
      longitude: info.longitude,
    }));
}

/** The centre of a city (the mean of its ZIP centroids), or null when the ZIP data does not know it in that state. */
export function lookupCity(city: string, state: string): (ZipPlace & { zipCount: number }) | null {
  const places = zipcodes
    .lookupByName(city.trim(), state.trim().toUpperCase())
    .filter(
      (info) => info.country === 'US' && Number.isFinite(info.latitude) && Number.isFinite(info.longitude),
    );
  const first = places[0];
  if (!first) return null;
  const mean = (pick: (info: (typeof places)[number]) => number) =>
    places.reduce((sum, info) => sum + pick(info), 0) / places.length;
  return {
    zipCode: first.zip,
    city: first.city,
    state: first.state,
    latitude: mean((info) => info.latitude),
    longitude: mean((info) => info.longitude),
    zipCount: places.length,
  };
}
