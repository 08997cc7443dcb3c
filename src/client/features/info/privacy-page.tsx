import { SupportOptions } from '@client/components/layout/support-options';
import { LANDLORD_CONTACT_RULE } from '@shared/domain/constants';
import { AUDIT_RETENTION_DAYS, retentionInWords, SERVER_LOG_RETENTION_DAYS } from '@shared/domain/retention';
import { InfoSection, infoListClasses, LegalPage } from './info-layout';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains what personal information Veterans Housing Marketplace collects, who can see it and how long we keep it."
    >
      <InfoSection title="What we collect">
        <p>We collect only what we need to help you find or provide housing.</p>
        <ul className={infoListClasses}>
          <li>
            <strong>Veterans:</strong> your name, phone number, email, ZIP code, discharge status, the
            benefits and income you tell us about, and your housing needs, such as a voucher, accessibility,
            pets and how soon you need to move. If an organization referred you, we also record who referred
            you.
          </li>
          <li>
            <strong>Landlords:</strong> your name, contact details and the details of the properties you list.
          </li>
          <li>
            <strong>Partner organizations:</strong> the names and work emails of staff who sign in, and the
            notes and status updates they record on referrals.
          </li>
          <li>
            <strong>Anyone who contacts us:</strong> the name, email, subject and message you send us.
          </li>
          <li>
            <strong>When you use the site:</strong> our servers record your IP address and the pages you ask
            for, to keep the service secure. If you sign in, a cookie keeps you signed in. We don't use
            advertising or tracking cookies.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="How we use it">
        <ul className={infoListClasses}>
          <li>To match veterans with homes and housemates that fit their needs and benefits.</li>
          <li>To let the organization a veteran was referred to work on that referral.</li>
          <li>To answer your messages and questions.</li>
          <li>To keep the service safe, find misuse and meet our legal duties.</li>
        </ul>
      </InfoSection>

      <InfoSection title="Who can see a veteran's information">
        <p>
          A veteran's name, phone number, email and income are visible to the partner organization the veteran
          was referred to and to our administrators. We record every time an administrator looks at or exports
          personal information.
        </p>
        <p>When you ask about a home: {LANDLORD_CONTACT_RULE} Landlords never see a veteran's income.</p>
        <p>
          Reports we share about the network, such as how many veterans found homes, use totals only, never
          names.
        </p>
      </InfoSection>

      <InfoSection title="We don't sell your information">
        <p>
          We never sell or rent personal information, and we don't share it for advertising. We share it only
          with the organization a veteran was referred to, with companies that host our systems under a
          contract that keeps it confidential, or when the law requires it.
        </p>
      </InfoSection>

      <InfoSection title="How long we keep it">
        <ul className={infoListClasses}>
          <li>
            Veteran, landlord and referral records: while they are in use, and then for up to 3 years, so
            partners can report on placements. After that we delete them.
          </li>
          <li>Messages you send us: up to 2 years.</li>
          <li>
            Security records (each sign-in and the IP address it came from, and the changes our staff make to
            records): {retentionInWords(AUDIT_RETENTION_DAYS)}. After that we delete them automatically.
          </li>
          <li>Sign-in sessions: deleted a day after you sign out or they expire.</li>
          <li>
            Server logs: up to {retentionInWords(SERVER_LOG_RETENTION_DAYS)}. They record the IP address a
            request came from, the page it asked for and our answer, never what you typed into a form.
          </li>
        </ul>
        <p>
          You can ask us to delete your information sooner. We'll do so unless the law requires us to keep it.
        </p>
      </InfoSection>

      <InfoSection title="How we protect it">
        <p>
          Connections to the site are encrypted. Passwords are stored only in a scrambled (hashed) form that
          can't be turned back into the password. Staff see personal information only when their work needs
          it.
        </p>
      </InfoSection>

      <InfoSection title="Your choices">
        <p>
          You can ask to see the information we hold about you, correct it or delete it. We'll confirm who you
          are before we make a change, and we'll reply within 30 days.
        </p>
        <p>The platform is for adults. We don't knowingly collect information from anyone under 18.</p>
      </InfoSection>

      <InfoSection title="Changes and contact">
        <p>
          If we change this policy, we'll update the date at the top of this page. If the change is important,
          we'll tell people who have an account.
        </p>
        <p>
          Questions about your privacy? <SupportOptions capitalize />.
        </p>
      </InfoSection>
    </LegalPage>
  );
}
