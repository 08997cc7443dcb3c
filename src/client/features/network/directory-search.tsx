import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState, QueryErrorState } from '@client/components/ui/error-state';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { LoadingState } from '@client/components/ui/spinner';
import { formatNumber } from '@client/lib/format';
import { useStoredState } from '@client/lib/use-hydrated';
import { useOnFailedSubmit } from '@client/lib/use-on-failed-submit';
import { DEFAULT_DIRECTORY_RADIUS, DIRECTORY_RADII } from '@shared/contracts/directory-texts';
import type { VsoCard } from '@shared/contracts/network';
import { formatPlace } from '@shared/domain/address';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@shared/domain/partner-tiers';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type RememberedSearch, readLastSearch, rememberSearch } from './last-search';
import { OrganizationCard } from './organization-card';
import {
  applySearchRule,
  type DirectoryFilters,
  type DirectorySearchInput,
  type SearchRuleResult,
} from './search-rule';
import { serviceLabel } from './service-categories';
import { useVsoSearch } from './use-directory-api';

type SearchErrors = Extract<SearchRuleResult, { ok: false }>['errors'];

function Results({ filters, onRefer }: { filters: DirectoryFilters; onRefer: (org: VsoCard) => void }) {
  const search = useVsoSearch(filters);
  if (search.isPending) return <LoadingState label="Searching the network..." />;
  if (search.isError && !search.data) {
    return <QueryErrorState query={search} />;
  }
  const organizations = search.data.pages.flatMap((page) => page.organizations);
  const total = search.data.pages.at(-1)?.total ?? organizations.length;
  if (organizations.length === 0) {
    return (
      <EmptyState
        title="No organizations found"
        description={
          filters.radius
            ? `None within ${filters.radius} miles. Choose a wider distance, or fewer organization types.`
            : 'Try a nearby city, another ZIP code, or fewer organization types.'
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      <p role="status" className="font-semibold">
        Showing {formatNumber(organizations.length, 0)} of {formatNumber(total, 0)}{' '}
        {total === 1 ? 'organization' : 'organizations'}
        {nearestText(filters)}
      </p>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {organizations.map((org) => (
          <li key={org.id}>
            <OrganizationCard organization={org} onRefer={onRefer} />
          </li>
        ))}
      </ul>
      {search.isError ? <ErrorState error={search.error} /> : null}
      {search.hasNextPage ? (
        <div>
          <Button
            variant="outline"
            onClick={() => search.fetchNextPage()}
            loading={search.isFetchingNextPage}
          >
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const nearestText = (filters: DirectoryFilters) => {
  const place =
    filters.zipCode ?? (filters.city ? formatPlace({ city: filters.city, state: filters.state }) : null);
  if (!place) return '';
  return filters.radius
    ? ` within ${filters.radius} miles of ${place}, nearest first`
    : `, nearest to ${place} first`;
};

const RADIUS_OPTIONS = DIRECTORY_RADII.map((miles) => ({ value: String(miles), label: `${miles} miles` }));

function rememberedFilters(remembered: RememberedSearch | null): DirectoryFilters | null {
  if (!remembered) return null;
  const result = applySearchRule({ ...remembered, orgTypes: [] });
  return result.ok ? result.filters : null;
}

export interface DirectorySearchProps {
  onRefer: (org: VsoCard) => void;
  /** A category card was chosen: search for it (keeping the place typed); `at` tells two picks apart. */
  categoryPick?: { category: ServiceCategory; at: number } | null;
}

/**
 * The directory search: location 'City, ST' or ZIP within a radius, and organization types; results from
 * GET /api/vsos. A place searched before in this browser is searched again on arrival, nearest first.
 */
export function DirectorySearch({ onRefer, categoryPick }: DirectorySearchProps) {
  const baseId = useId();
  // on the page the server rendered ahead, the place searched before arrives in the render after the first
  const [remembered] = useStoredState(readLastSearch, null);
  const [location, setLocation] = useState(remembered?.location ?? '');
  const [zipCode, setZipCode] = useState(remembered?.zipCode ?? '');
  const [radius, setRadius] = useState(remembered?.radius ?? DEFAULT_DIRECTORY_RADIUS);
  const [orgTypes, setOrgTypes] = useState<ServiceCategory[]>([]);
  const [errors, setErrors] = useState<SearchErrors>({});
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [filters, setFilters] = useState(() => rememberedFilters(remembered));

  useEffect(() => {
    if (!remembered) return;
    setLocation(remembered.location);
    setZipCode(remembered.zipCode);
    setRadius(remembered.radius);
    setFilters(rememberedFilters(remembered));
  }, [remembered]);

  const toggle = (category: ServiceCategory, checked: boolean) =>
    setOrgTypes((current) =>
      checked ? [...current, category] : current.filter((value) => value !== category),
    );

  const search = (input: DirectorySearchInput) => {
    const result = applySearchRule(input);
    if (result.ok) {
      setErrors({});
      setFilters(result.filters);
      rememberSearch(input);
    } else {
      // a refused search clears the results of the one before: they no longer answer what was asked (issue 37)
      setErrors(result.errors);
      setFilters(null);
      setRefused((count) => count + 1);
    }
  };
  // ...and the keyboard goes to the field to fix, or to the reason when it is the whole search
  useOnFailedSubmit(refused, errors, () => {
    const problem = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-search-problem]',
    );
    problem?.focus();
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search({ location, zipCode, orgTypes, radius });
  };

  // a category card: that type only, around the place already typed (or everywhere); categoryPick is the
  // trigger, the place is read as typed at that moment
  useEffect(() => {
    if (!categoryPick) return;
    setOrgTypes([categoryPick.category]);
    search({ location, zipCode, orgTypes: [categoryPick.category], radius });
    document.getElementById('search-heading')?.scrollIntoView({ block: 'start' });
  }, [categoryPick]);

  return (
    <section aria-labelledby="search-heading" className="grid gap-6">
      <h2 id="search-heading" className="text-2xl font-bold text-primary">
        Find an organization
      </h2>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="grid gap-5 rounded-ui border border-border bg-card p-4 shadow-ui sm:p-6"
      >
        <div className="grid gap-4 md:grid-cols-3">
          <FormField label="Location" hint="City, ST, for example Albany, NY" error={errors.location}>
            <Input
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              autoComplete="address-level2"
            />
          </FormField>
          <FormField label="ZIP code" hint="Nearest organizations first" error={errors.zipCode}>
            <Input
              value={zipCode}
              onChange={(event) => setZipCode(event.target.value)}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
            />
          </FormField>
          <FormField label="Within" hint="Of the location or ZIP code">
            <NativeSelect
              options={RADIUS_OPTIONS}
              value={String(radius)}
              onChange={(event) => setRadius(Number(event.target.value))}
            />
          </FormField>
        </div>
        <FormFieldset legend="Organization types" hint="Show organizations that offer any of these">
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {SERVICE_CATEGORIES.map((category) => (
              <div key={category} className="flex items-center gap-3">
                <Checkbox
                  id={`${baseId}-${category}`}
                  checked={orgTypes.includes(category)}
                  onCheckedChange={(checked) => toggle(category, checked === true)}
                />
                <Label htmlFor={`${baseId}-${category}`} choice>
                  {serviceLabel(category)}
                </Label>
              </div>
            ))}
          </div>
        </FormFieldset>
        {errors.form ? (
          <Alert variant="warning" tabIndex={-1} data-search-problem="">
            <AlertDescription>{errors.form}</AlertDescription>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" size="lg">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </form>
      {filters ? <Results filters={filters} onRefer={onRefer} /> : null}
    </section>
  );
}
