export * from './inventory';
export * from './matching';
export * from './messages';
export * from './people';
