import { FormSection, type FormSectionProps } from '@client/components/ui/form-section';

/** One step of the application, as a card: "Step n of 4" above its heading, and its fields. */
export function StepSection({
  step,
  ...section
}: Omit<FormSectionProps, 'eyebrow' | 'className'> & { step: number }) {
  return (
    <FormSection
      {...section}
      eyebrow={`Step ${step} of 4`}
      className="rounded-ui border border-border bg-card p-4 sm:p-6"
    />
  );
}
