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
