// The co-living program's public surface: its routes, the application write path, co-living homes, the
// formation run (the seed runs it on the demo data) and its schedule.

export { runFormation } from './formation-run';
export { closeHomeHouseholds } from './home-closing';
export { createCoLivingHome } from './homes';
export { coLivingRoutes } from './routes';
export { coLivingSchedules } from './schedules';
export { submitCoLivingApplication } from './service';
