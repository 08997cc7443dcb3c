import { HOMELESS_VETERANS_HOTLINE, VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ComingSoonCard, InfoPage, InfoSection, PageLink } from './info-layout';

const GUIDELINES = [
  [
    'Be respectful.',
    'Treat everyone with courtesy, even when you disagree. No insults, threats or harassment.',
  ],
  [
    'Protect privacy.',
    "Don't share anyone's name, address, phone number, health or benefit details without their permission.",
  ],
  [
    'No discrimination.',
    'Posts that put people down because of race, color, religion, sex, disability, family status or national origin are removed.',
  ],
  ['No selling.', "Don't advertise, ask for money or post links to sell things."],
  ['Stay honest.', "Share what you know from your own experience, and say so when you're not sure."],
  [
    'Report problems.',
    'If something breaks these rules, tell us through the contact page. We review every report.',
  ],
] as const;

export default function CommunityPage() {
  return (
    <InfoPage
      title="Community"
      eyebrow="For veterans"
      description={<p>A place for veterans, landlords and partners to learn from each other.</p>}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <ComingSoonCard title="Forums">
          <p>
            Ask questions and share advice about shared living, benefits and finding a home, with other
            veterans and with people who help them.
          </p>
        </ComingSoonCard>
        <ComingSoonCard title="Events">
          <p>
            Find housing fairs, benefits workshops and meetups for veterans near you, online and in person.
          </p>
        </ComingSoonCard>
      </div>

      <InfoSection title="Community guidelines">
        <p>When the forums and events open, everyone who takes part agrees to these rules.</p>
        <ul className="grid gap-3">
          {GUIDELINES.map(([rule, text]) => (
            <li key={rule}>
              <strong>{rule}</strong> {text}
            </li>
          ))}
        </ul>
        <p>
          A forum is not the place for urgent help. If you need a place to stay tonight, call the{' '}
          {HOMELESS_VETERANS_HOTLINE.name} at {HOMELESS_VETERANS_HOTLINE.phone}. If you are in crisis, call
          the {VETERANS_CRISIS_LINE.name}: dial {VETERANS_CRISIS_LINE.phone}.
        </p>
      </InfoSection>

      <InfoSection title="Connect now">
        <p>
          Want to live with other veterans? Learn about shared homes (co-living) on the{' '}
          <PageLink href={PAGE_PATHS.veterans}>For Veterans</PageLink> page. Questions?{' '}
          <PageLink href={PAGE_PATHS.contact}>Contact us</PageLink>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
