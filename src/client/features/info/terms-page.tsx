import { SupportOptions } from '@client/components/layout/support-options';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { InfoSection, infoListClasses, LegalPage, PageLink } from './info-layout';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms are the rules for using Veterans Housing Marketplace. By using the site, you agree to them."
    >
      <InfoSection title="What we do, and what we don't">
        <p>
          We connect veterans who need housing with landlords and with the organizations that support
          veterans.
        </p>
        <ul className={infoListClasses}>
          <li>We are not a landlord, and we are not a party to any lease you sign.</li>
          <li>We can't promise that you'll find a home, a tenant or a placement.</li>
          <li>
            We are not a government agency, and we are not part of VA or HUD. Only they decide who qualifies
            for their benefits.
          </li>
          <li>
            Our scores, estimates and guides are general information. They are not financial or legal advice.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="Who can use the platform">
        <p>
          You must be 18 or older. Give us true, current information, and keep your password to yourself. You
          are responsible for what happens under your account. If you think someone else has used it, tell us
          right away: <SupportOptions />.
        </p>
      </InfoSection>

      <InfoSection title="If you are a landlord">
        <ul className={infoListClasses}>
          <li>List only properties you own or have the right to rent, and describe them honestly.</li>
          <li>Keep your property safe, in good repair and in line with local housing codes.</li>
          <li>Follow fair housing laws when you advertise, screen and rent.</li>
          <li>Don't ask veterans to pay fees outside a lease you both sign.</li>
        </ul>
      </InfoSection>

      <InfoSection title="If you are a partner organization">
        <ul className={infoListClasses}>
          <li>Use a veteran's information only to help that veteran, and keep it confidential.</li>
          <li>Refer a veteran only with the veteran's agreement.</li>
          <li>Keep the status of your referrals and placements up to date and accurate.</li>
        </ul>
      </InfoSection>

      <InfoSection title="Fees">
        <p>
          Veterans and partner organizations use the platform free. Landlords can get a free property
          assessment. Our paid landlord plans are listed on the{' '}
          <PageLink href={PAGE_PATHS.pricing}>Pricing</PageLink> page. We don't take payments online: our team
          agrees a paid plan with you in writing before you are charged.
        </p>
      </InfoSection>

      <InfoSection title="Things you may not do">
        <ul className={infoListClasses}>
          <li>Post false information or pretend to be someone else.</li>
          <li>Discriminate against, harass or threaten anyone.</li>
          <li>Collect other people's information from the site, or use it to send them advertising.</li>
          <li>
            Try to get into accounts or parts of the site you aren't allowed to use, or disrupt the service.
          </li>
        </ul>
        <p>If you break these rules, we may suspend or close your account.</p>
      </InfoSection>

      <InfoSection title="Limits of our responsibility">
        <p>
          We provide the platform as it is. To the extent the law allows, we are not responsible for the acts
          of landlords, tenants or organizations, or for losses from decisions you make based on information
          on the site. Nothing in these terms limits rights you have under the law that can't be waived.
        </p>
      </InfoSection>

      <InfoSection title="Changes and contact">
        <p>
          If we change these terms, we'll update the date at the top of this page. Using the site after a
          change means you accept the new terms. Our{' '}
          <PageLink href={PAGE_PATHS.privacy}>Privacy Policy</PageLink> explains how we handle personal
          information.
        </p>
        <p>
          Questions? <SupportOptions capitalize />.
        </p>
      </InfoSection>
    </LegalPage>
  );
}
