// The veteran's own page (/my): its routes. Links to it are made by the veterans module (myPageLink).
export { myRoutes } from './routes';
