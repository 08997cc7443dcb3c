export * from './accounts';
export * from './audit';
export * from './inventory';
export * from './matching';
export * from './messages';
export * from './organizations';
export * from './people';
export * from './referrals';
