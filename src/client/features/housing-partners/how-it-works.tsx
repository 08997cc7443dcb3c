import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { PARTNER_REVIEW_HOURS } from '@shared/domain/partner-applications';

/** What happens after applying, beside the form. */
export function HowItWorks() {
  return (
    <Card className="content-start">
      <CardHeader>
        <CardTitle as="h2" size="lg" className="text-primary">
          How it works
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid list-decimal gap-3 pl-5">
          <li>Apply with the form. We email you to confirm we have your application.</li>
          <li>Our team reviews it within {PARTNER_REVIEW_HOURS} hours and emails you our decision.</li>
          <li>
            Once approved, you get a link to set the password of your landlord account, marked as a housing
            professional.
          </li>
          <li>
            List homes from your account. We match them with veterans and tell you when a match is made.
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}
