import { describeRouteFuzz } from './fuzz-suite.fixtures';

// half of the route fuzz (issue 15); the other half is routes-even.test.ts
await describeRouteFuzz(1);
