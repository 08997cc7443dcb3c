// Public surface of the properties module for other modules.
export { type PropertyRow, rentPerVeteranCents, toPropertyView } from './view';
