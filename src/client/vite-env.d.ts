/// <reference types="vite/client" />

/** The URL of the map's shapes (src/client/build/us-map-shapes-plugin.ts). */
declare module 'virtual:us-map-shapes-url' {
  const url: string;
  export default url;
}
