// Possible duplicate people and merges (decision 0030): other modules ask who a merged id is now.

export { selectSurvivor as survivorOf } from './repo';
export { duplicatesRoutes } from './routes';
