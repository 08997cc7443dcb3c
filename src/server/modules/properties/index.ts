// Public surface of the properties module for other modules.

export { findProperty } from './repo';
export { type PropertyRow, rentPerVeteranCents, toPropertyView } from './view';
