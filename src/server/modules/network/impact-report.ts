import type { Database } from '@server/db/client';
import { formatCalendarDate } from '@server/lib/calendar-date';
import { recordAudit } from '@server/plugins/audit';
import { notFound } from '@server/plugins/error-handler';
import { VSO_NOT_FOUND_MESSAGE } from '@shared/contracts/network';
import { type ImpactMetrics, impactReportFilename, type PlacementView } from '@shared/contracts/placements';
import { formatPlace } from '@shared/domain/address';
import { formatDollars } from '@shared/domain/money';
import { placementTierLabel } from '@shared/domain/placement-tiers';
import { REFERRAL_STATUS_LABELS, REFERRAL_STATUSES } from '@shared/domain/referral-status';
import PDFDocument from 'pdfkit';
import type { OrganizationRow } from './directory-repo';
import { impactSince, requireOwn, toImpactMetrics, toPlacementView } from './owner';
import { impactReportRecords } from './owner-repo';

const RECENT_PLACEMENTS = 10;

export interface ImpactReport {
  filename: string;
  document: PDFKit.PDFDocument;
}

/**
 * GET /api/vsos/{id}/report, owner only: the organisation, its figures and its latest placements are read in
 * one statement and the export audited first, then the PDF is written straight into the response stream.
 */
export async function impactReport(
  db: Database,
  callerOrganizationId: string,
  organizationId: string,
  now = new Date(),
): Promise<ImpactReport> {
  // another organisation's report is refused (403) or unknown (404) before anything is read
  if (organizationId !== callerOrganizationId) await requireOwn(db, callerOrganizationId, organizationId);
  const records = await impactReportRecords(db, organizationId, impactSince(now), RECENT_PLACEMENTS);
  if (!records) throw notFound(VSO_NOT_FOUND_MESSAGE);
  const { organization, figures, recent } = records;
  await recordAudit(db, {
    action: 'report.exported',
    actorType: 'partner',
    actorId: callerOrganizationId,
    targetType: 'organization',
    targetId: organizationId,
    details: { format: 'pdf' },
  });
  return {
    filename: impactReportFilename(organization.slug),
    document: writeReport(organization, toImpactMetrics(figures), recent.map(toPlacementView), now),
  };
}

function writeReport(
  organization: OrganizationRow,
  metrics: ImpactMetrics,
  recent: PlacementView[],
  now: Date,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `${organization.name} impact report`, Author: 'Veterans Housing Marketplace' },
  });
  doc.font('Helvetica-Bold').fontSize(20).text(organization.name);
  doc.font('Helvetica').fontSize(11).fillColor('#444444');
  doc.text(`Impact report · ${formatPlace({ city: organization.city, state: organization.state })}`);
  doc.text(`Generated ${formatCalendarDate(now.toISOString())}`);
  doc.moveDown().fillColor('#000000');

  heading(doc, 'Partner tier');
  doc.text(placementTierLabel(metrics.placementTier));
  if (metrics.placementsToNextTier !== null) {
    doc.text(`${metrics.placementsToNextTier} more placements reach the next tier.`);
  }

  heading(doc, 'Placements');
  doc.text(`All time: ${metrics.placementsTotal}`);
  doc.text(`This year: ${metrics.placementsThisYear}`);
  doc.text(`This month: ${metrics.placementsThisMonth}`);

  heading(doc, 'Referrals by status');
  doc.text(`Total: ${metrics.totalReferrals}`);
  for (const status of REFERRAL_STATUSES) {
    doc.text(`${REFERRAL_STATUS_LABELS[status]}: ${metrics.referralsByStatus[status]}`);
  }

  heading(doc, 'Average response time');
  doc.text(
    metrics.averageResponseHours === null
      ? 'No referral has been contacted yet.'
      : `${metrics.averageResponseHours} hours from a referral's arrival to first contact`,
  );

  heading(doc, 'Recent placements');
  if (recent.length === 0) doc.text('No placements recorded yet.');
  for (const placement of recent) {
    const benefit = placement.isVABenefitBased ? 'VA Benefits' : 'Private';
    doc.text(
      `${formatCalendarDate(placement.placementDate)} · ${placement.veteranName} · ${placement.propertyAddress} · ` +
        `${formatDollars(Math.round(placement.monthlyRent * 100))}/month · ${benefit}`,
    );
  }
  doc.end();
  return doc;
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown().font('Helvetica-Bold').fontSize(13).text(text).font('Helvetica').fontSize(11);
}
