// Benchmarks' public surface (issue 35): the routes, the daily inactivity check and its schedule.
export { benchmarkSchedules, MARK_INACTIVE_QUEUE, markInactivePeople } from './inactivity';
export { HOME_CONTINUUM } from './repo';
export { benchmarksRoutes } from './routes';
