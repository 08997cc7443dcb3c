import usMapShapesUrl from 'virtual:us-map-shapes-url';
import { ApiError } from '@client/lib/api-client';
import type { MapPoint } from '@shared/domain/us-map';
import { useQuery } from '@tanstack/react-query';

/** A state's (or DC's) shape on the map. */
export interface StateShape {
  code: string;
  name: string;
  /** the SVG path */
  d: string;
  /** where a tooltip points: the shape's centroid */
  centre: MapPoint;
}

/**
 * The map's shapes in the box of src/shared/domain/us-map.ts, built with the client (src/client/build) into a
 * JSON file named after its content: fetched, not bundled, so no JavaScript has to carry or draw the atlas.
 */
export interface UsMapShapes {
  /** every state and DC, by name (the order Tab visits them) */
  states: StateShape[];
  /** the outer border of the country (and of Alaska and Hawaii), drawn darker so the map's edge stands out */
  outline: string;
}

async function fetchUsMapShapes(signal: AbortSignal): Promise<UsMapShapes> {
  const res = await fetch(usMapShapesUrl, { signal });
  // a file missing after a new release comes back as the app's page, not JSON
  const shapes = res.ok ? ((await res.json().catch(() => null)) as UsMapShapes | null) : null;
  if (!shapes) throw new ApiError(res.status, '');
  return shapes;
}

/** The map's shapes, fetched once (the file never changes under its name). */
export function useUsMapShapes() {
  return useQuery({ queryKey: [usMapShapesUrl], queryFn: ({ signal }) => fetchUsMapShapes(signal) });
}
