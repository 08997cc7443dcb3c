import { HousingSituationColumns } from '@client/components/housing/housing-status-fields';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { RadioGroup } from '@client/components/ui/radio-group';
import { NEED_TYPE_LABELS, NEED_TYPES, type NeedType } from '@shared/domain/referral-status';
import { REFERRED_BY, REFERRED_BY_LABELS, type ReferredBy } from '@shared/domain/referrer';
import {
  URGENCY_EXAMPLES,
  URGENCY_LABELS,
  URGENCY_LEVELS,
  URGENCY_TIMELINE_DAYS,
  type UrgencyLevel,
} from '@shared/domain/urgency';
import type {
  FieldErrors,
  FieldValues,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormSetValue,
  UseFormWatch,
} from 'react-hook-form';

/** A referral the server did not save, in either referral form. */
export const SUBMISSION_FAILED = 'There was an error submitting the referral. Please try again.';

/** 'Critical: act within 7 days'; low has no timeline. */
export function urgencyOptionLabel(level: UrgencyLevel): string {
  const days = URGENCY_TIMELINE_DAYS[level];
  return `${URGENCY_LABELS[level]}: ${days === null ? 'no set timeline' : `within ${days} days`}`;
}

const URGENCY_OPTIONS = URGENCY_LEVELS.map((value) => ({
  value,
  label: urgencyOptionLabel(value),
  hint: `For example: ${URGENCY_EXAMPLES[value].toLowerCase()}`,
}));

/** How urgent, each level with a plain example so the referrer picks what the organisation would pick. */
export function UrgencyChoice({
  value,
  onChange,
  error,
}: {
  value: UrgencyLevel;
  onChange: (value: UrgencyLevel) => void;
  error?: string;
}) {
  return (
    <RadioGroup
      legend="How urgent is it?"
      hint="Pick the first one that fits tonight."
      options={URGENCY_OPTIONS}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

const REFERRED_BY_OPTIONS = REFERRED_BY.map((value) => ({ value, label: REFERRED_BY_LABELS[value] }));

export interface ReferrerFieldsProps {
  referredBy: ReferredBy;
  onReferredBy: (value: ReferredBy) => void;
  name: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { referredBy?: string; name?: string; phone?: string; email?: string };
}

/** Who is referring: a case manager gives a name and a way to be called back; a veteran gives none. */
export function ReferrerFields({
  referredBy,
  onReferredBy,
  name,
  phone,
  email,
  errors,
}: ReferrerFieldsProps) {
  return (
    <div className="grid gap-4">
      <RadioGroup
        legend="Who is sending this referral?"
        options={REFERRED_BY_OPTIONS}
        value={referredBy}
        onChange={onReferredBy}
        error={errors.referredBy}
      />
      {referredBy === 'case_manager' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Your name" error={errors.name} required className="sm:col-span-2">
            <Input autoComplete="name" maxLength={120} {...name} />
          </FormField>
          <FormField label="Your phone" hint="A phone, an email, or both" error={errors.phone}>
            <Input type="tel" autoComplete="tel" {...phone} />
          </FormField>
          <FormField label="Your email" hint="A phone, an email, or both" error={errors.email}>
            <Input type="email" autoComplete="email" {...email} />
          </FormField>
        </div>
      ) : null}
    </div>
  );
}

/** The answers both referral forms (the profile's and the directory's modal) ask with these fields. */
export interface ReferrerAnswers {
  urgency: UrgencyLevel;
  referredBy: ReferredBy;
  caseManagerName: string;
  caseManagerPhone: string;
  caseManagerEmail: string;
}

export interface UrgencyAndReferrerProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
  /** After a failed submit, a changed choice is checked again at once. */
  submitted: boolean;
}

/** How urgent and who refers, wired to a referral form (react-hook-form) that holds ReferrerAnswers. */
export function UrgencyAndReferrer<T extends FieldValues>(props: UrgencyAndReferrerProps<T>) {
  const { register, watch, setValue, errors } = props as unknown as UrgencyAndReferrerProps<ReferrerAnswers>;
  const revalidate = { shouldValidate: props.submitted };
  return (
    <>
      <UrgencyChoice
        value={watch('urgency') ?? 'normal'}
        onChange={(value) => setValue('urgency', value, revalidate)}
        error={errors.urgency?.message}
      />
      <ReferrerFields
        referredBy={watch('referredBy') ?? 'veteran'}
        onReferredBy={(value) => setValue('referredBy', value, revalidate)}
        name={register('caseManagerName')}
        phone={register('caseManagerPhone')}
        email={register('caseManagerEmail')}
        errors={{
          referredBy: errors.referredBy?.message,
          name: errors.caseManagerName?.message,
          phone: errors.caseManagerPhone?.message,
          email: errors.caseManagerEmail?.message,
        }}
      />
    </>
  );
}

/** What the middle of both referral forms asks: ReferrerAnswers, the service needed and the housing situation. */
interface ReferralAnswers extends ReferrerAnswers {
  needType: NeedType;
  livingSituation: string;
  homelessSince: string;
}

const NEED_OPTIONS = NEED_TYPES.map((value) => ({ value, label: NEED_TYPE_LABELS[value] }));

/** What SituationNeedAndReferrer needs of a referral form (useContractForm's answer). */
export interface ReferralFormParts<T extends FieldValues> {
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
  formState: { submitCount: number };
}

/**
 * The middle of both referral forms: the housing situation, the service needed, how urgent and who refers (the form
 * holds ReferralAnswers). After a failed submit, a changed choice is checked again at once.
 */
export function SituationNeedAndReferrer<T extends FieldValues>({ form }: { form: ReferralFormParts<T> }) {
  const parts = form as unknown as ReferralFormParts<ReferralAnswers>;
  const { register, errors } = parts;
  return (
    <>
      <HousingSituationColumns register={register} errors={errors} />
      <FormField label="Type of service needed" error={errors.needType?.message} required>
        <NativeSelect placeholder="Select a service" options={NEED_OPTIONS} {...register('needType')} />
      </FormField>
      <UrgencyAndReferrer
        register={register}
        watch={parts.watch}
        setValue={parts.setValue}
        errors={errors}
        submitted={parts.formState.submitCount > 0}
      />
    </>
  );
}
