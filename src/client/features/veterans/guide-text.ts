import type { BenefitsGuideInput, BenefitsGuideResponse } from '@shared/contracts/benefits';
import {
  BENEFITS_USE_LABELS,
  SERVICE_STATUS_LABELS,
  type ServiceStatus,
} from '@shared/domain/benefits-guide';
import { HOMELESS_VETERANS_HOTLINE } from '@shared/domain/constants';

export const CHECKLIST_FILENAME = 'veteran-housing-benefits-checklist.txt';

const WHO_I_AM: Record<ServiceStatus, string> = {
  active: "I'm an active-duty service member",
  transitioning: "I'm getting ready to leave the military",
  veteran: "I'm a veteran",
};

/** The downloadable checklist: documents to gather, then each program's next steps. */
export function checklistText(guide: BenefitsGuideResponse, answers: BenefitsGuideInput): string {
  const lines = [
    'Your Housing Benefits Checklist',
    '',
    `Status: ${SERVICE_STATUS_LABELS[answers.status]}`,
    `Benefits used so far: ${BENEFITS_USE_LABELS[answers.currentBenefits]}`,
    '',
    guide.headline,
    '',
    'Documents to gather',
    ...guide.checklist.map((item) => `[ ] ${item}`),
    '',
    'Programs and next steps',
  ];
  for (const recommendation of guide.recommendations) {
    lines.push('', recommendation.program, ...recommendation.nextSteps.map((step) => `[ ] ${step}`));
  }
  return `${lines.join('\n')}\n`;
}

/** A short email to a VA case manager asking for help with the recommended programs. */
export function caseManagerEmail(guide: BenefitsGuideResponse, answers: BenefitsGuideInput): string {
  return [
    'Subject: Help with my housing benefits',
    '',
    'Hello,',
    '',
    `${WHO_I_AM[answers.status]} and I'm looking for stable housing. I'd like your help with these programs:`,
    ...guide.recommendations.map((r) => `- ${r.program}`),
    '',
    'Could we set up a time to talk about whether I qualify and what to do next? I can bring:',
    ...guide.checklist
      .filter((item) => !item.includes(HOMELESS_VETERANS_HOTLINE.phone))
      .map((item) => `- ${item}`),
    '',
    'Thank you,',
    '[Your name]',
    '[Your phone number]',
  ].join('\n');
}
