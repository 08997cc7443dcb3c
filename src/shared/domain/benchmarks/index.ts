export * from './active-spells';
export * from './chronic';
export * from './data-quality';
export * from './figures';
export * from './monthly-report';
export * from './trend';
