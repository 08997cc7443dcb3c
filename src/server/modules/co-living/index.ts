// The co-living program's public surface: applications arrive through its route.
export { coLivingRoutes } from './routes';
export { submitCoLivingApplication } from './service';
