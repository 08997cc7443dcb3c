import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { ComingSoonCard, ExternalLink, InfoPage, InfoSection, infoListClasses } from './info-layout';

const HUD_FAIR_HOUSING_LINE = '1-800-669-9777';

export default function LegalResourcesPage() {
  return (
    <InfoPage
      title="Legal Resources"
      eyebrow="For landlords and veterans"
      description={<p>The basics of renting to veterans fairly, and where to get legal help.</p>}
    >
      <Alert variant="warning" role="note">
        <AlertTitle>This is not legal advice</AlertTitle>
        <AlertDescription>
          <p>
            This page gives general information only. Laws differ by state and city, and they change. For
            advice about your situation, talk to a licensed attorney in your state.
          </p>
        </AlertDescription>
      </Alert>

      <div className="grid gap-6 md:grid-cols-2">
        <ComingSoonCard title="Lease Templates">
          <p>Lease templates for shared homes, with room-by-room leases and sample house rules.</p>
          <p>
            Until then: if a tenant uses a HUD-VASH or other housing choice voucher, the local housing
            authority will give you the HUD tenancy addendum that must be part of the lease.
          </p>
        </ComingSoonCard>
        <ComingSoonCard title="Fair Housing Guide">
          <p>
            A plain-language guide to fair housing rules when you advertise, screen tenants and manage a
            shared home.
          </p>
        </ComingSoonCard>
      </div>

      <InfoSection title="Fair Housing Act basics">
        <p>
          The federal Fair Housing Act makes it illegal to refuse to rent, set different terms, or advertise a
          preference because of a person's:
        </p>
        <ul className={infoListClasses}>
          <li>race or color</li>
          <li>national origin</li>
          <li>religion</li>
          <li>sex, including sexual orientation and gender identity</li>
          <li>familial status, such as having children under 18</li>
          <li>disability</li>
        </ul>
        <p>
          Many veterans live with a disability. You must make reasonable accommodations in your rules, such as
          allowing an assistance animal in a home with a no-pets rule, and allow reasonable changes to the
          home that a person with a disability needs.
        </p>
        <p>
          Federal law doesn't list veteran status or source of income, such as a housing voucher, but many
          states and cities do. Check the rules where your property is.
        </p>
      </InfoSection>

      <InfoSection title="Report housing discrimination">
        <p>
          If you believe you faced housing discrimination, you can file a complaint with the U.S. Department
          of Housing and Urban Development (HUD). Call HUD's fair housing line at{' '}
          <a className="font-semibold text-primary underline hover:no-underline" href="tel:+18006699777">
            {HUD_FAIR_HOUSING_LINE}
          </a>{' '}
          or file online at{' '}
          <ExternalLink href="https://www.hud.gov/fairhousing">hud.gov/fairhousing</ExternalLink>. File within
          1 year of what happened.
        </p>
      </InfoSection>

      <InfoSection title="Free legal help for veterans">
        <p>
          Many VA medical centers host free legal clinics run by partner legal aid groups. They can help with
          problems like eviction, landlord disputes and child support. Find a clinic near you on{' '}
          <ExternalLink href="https://www.va.gov/ogc/legalservices.asp">
            VA.gov: Legal services for Veterans
          </ExternalLink>
          .
        </p>
        <p>
          For help with a VA benefits claim, an accredited representative from a veterans service organization
          can help you for free. Find one on{' '}
          <ExternalLink href="https://www.va.gov/get-help-from-accredited-representative/">
            VA.gov: Get help from an accredited representative
          </ExternalLink>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
