// Benchmarks' public surface (issue 35): the routes, the daily inactivity job and its schedule.
export { benchmarksRoutes } from './routes';
