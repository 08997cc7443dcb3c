declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipInfo>;
  export function lookup(zip: string | number): ZipInfo | undefined;
  export function lookupByState(state: string): ZipInfo[];
  export function lookupByName(city: string, state: string): ZipInfo[];
  export function distance(a: string | number, b: string | number): number | null;
  export function radius(zip: string | number, miles: number): string[];
}
