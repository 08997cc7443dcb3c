// Public surface of the hsds module: its routes only (the feed reads other modules' tables, writes none).

export { hsdsRoutes } from './routes';
