import type { BulkIntakeResponse } from '@shared/contracts/bulk-intake';

/** A processed batch as the API answers an anonymous visitor: one veteran with matches, one waitlisted. */
export const sampleBatch: BulkIntakeResponse = {
  batchId: 'b7a1c2d3-0000-4000-8000-000000000001',
  results: [
    {
      intakeId: 'a0000000-0000-4000-8000-000000000001',
      caseloadVeteranId: null,
      name: 'Dana Brooks',
      zipCode: '12345',
      matchCount: 4,
      status: '4 matches found',
      priority: 'High',
      priorityReason: 'Holds a HUD-VASH voucher and a home that accepts vouchers is available now.',
      canNotify: true,
      notifyReaches: { veteran: true, caseWorker: true },
      existingVeteran: false,
      inCaseload: false,
      topMatches: [
        {
          propertyId: 'p1',
          address: '10 Voucher Way',
          city: 'Schenectady',
          state: 'NY',
          zipCode: '12345',
          score: 85,
          reason: 'In your ZIP code, accepts HUD-VASH, inspected',
        },
      ],
    },
    {
      intakeId: 'a0000000-0000-4000-8000-000000000002',
      caseloadVeteranId: null,
      name: 'Eli Stone',
      zipCode: '99950',
      matchCount: 0,
      status: 'Waitlisted',
      priority: 'Standard',
      priorityReason: 'No home matches within 50 miles yet, but an income source is on record.',
      topMatches: [],
      canNotify: true,
      notifyReaches: { veteran: false, caseWorker: true },
      existingVeteran: false,
      inCaseload: false,
    },
  ],
  savedToCaseload: false,
};

/** The same batch run by a signed-in partner: kept in its caseload; Eli was already on record. */
export const partnerBatch: BulkIntakeResponse = {
  ...sampleBatch,
  savedToCaseload: true,
  results: sampleBatch.results.map((result, index) => ({
    ...result,
    // the record's id in the caseload, never the intake's handle
    caseloadVeteranId: `c0000000-0000-4000-8000-00000000000${index + 1}`,
    inCaseload: true,
    existingVeteran: index === 1,
  })),
};
