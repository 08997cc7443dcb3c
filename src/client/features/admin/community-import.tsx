import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { ScrollTable } from '@client/components/ui/scroll-table';
import { LoadingState } from '@client/components/ui/spinner';
import { ApiError, getJson } from '@client/lib/api-client';
import { ADMIN_BENCHMARKS_PATH, type Benchmarks, ZBenchmarks } from '@shared/contracts/benchmarks';
import { ADMIN_HMIS_IMPORT_PATH, HMIS_IMPORT_CONTENT_TYPE } from '@shared/contracts/hmis-import';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

/** The upload with its progress (fetch reports none): resolves on 200, throws the API's error otherwise. */
function uploadZip(coc: string, file: File, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${ADMIN_HMIS_IMPORT_PATH}?coc=${encodeURIComponent(coc)}`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', HMIS_IMPORT_CONTENT_TYPE);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status === 200
        ? resolve()
        : reject(new ApiError(request.status, request.responseText, request.statusText));
    request.onerror = () => reject(new ApiError(0, '', "We couldn't reach the server. Try again."));
    request.send(file);
  });
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
const value = (n: number | null) => (n === null ? '—' : String(n));

function rows(b: Benchmarks): [string, string][] {
  return [
    ['A: chronic and long-term, net', value(b.a.net)],
    ['B: average days to move-in', value(b.b.averageDays)],
    ['C: move-ins / newly identified', `${b.c.moveIns} / ${b.c.newlyIdentified}`],
    ['D: transitional entries / newly identified', `${b.d.transitionalEntries} / ${b.d.newlyIdentified}`],
    [
      'Functional zero: actively homeless / monthly capacity',
      `${b.functionalZero.activelyHomeless} / ${b.functionalZero.monthlyCapacity}`,
    ],
  ];
}

function Comparison({ ours, community }: { ours?: Benchmarks; community: Benchmarks }) {
  const theirs = rows(community);
  const mine = ours ? rows(ours) : [];
  return (
    <ScrollTable labelledBy="community-compare-caption">
      <caption id="community-compare-caption" className="sr-only">
        Our network beside the community's imported HMIS records
      </caption>
      <thead>
        <tr className="text-left">
          <th scope="col">Figure</th>
          <th scope="col">Our network</th>
          <th scope="col">Community (imported on {day(community.importedAt ?? community.asOf)})</th>
        </tr>
      </thead>
      <tbody>
        {theirs.map(([label, figure], i) => (
          <tr key={label}>
            <th scope="row" className="text-left font-normal">
              {label}
            </th>
            <td>{mine[i]?.[1] ?? '—'}</td>
            <td>{figure}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * A CoC's own HMIS CSV export beside our network's figures (issue 36, point 3): the upload (progress, every
 * issue listed by file, row and column when refused) and the community's figures once imported.
 */
export function CommunityImport({ coc, ours }: { coc: string; ours?: Benchmarks }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const community = useQuery({
    queryKey: [ADMIN_BENCHMARKS_PATH, { coc, source: 'community' }],
    queryFn: ({ signal }) =>
      getJson(`${ADMIN_BENCHMARKS_PATH}?${new URLSearchParams({ coc, source: 'community' })}`, ZBenchmarks, {
        signal,
      }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      await uploadZip(coc, file, setProgress);
      await queryClient.invalidateQueries({
        queryKey: [ADMIN_BENCHMARKS_PATH, { coc, source: 'community' }],
      });
    } catch (error) {
      setFailure(error instanceof ApiError ? error : new ApiError(0, ''));
    } finally {
      setProgress(null);
    }
  };
  const none = community.error instanceof ApiError && community.error.status === 404;

  return (
    <section aria-labelledby="community-import-heading" className="grid gap-3">
      <h3 id="community-import-heading" className="text-lg font-bold">
        The community's own HMIS records
      </h3>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <FormField
          label={`HMIS CSV zip of ${coc}`}
          hint="HUD's FY2026 files, up to 20 MB"
          className="min-w-56"
        >
          <Input
            type="file"
            accept=".zip,application/zip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </FormField>
        <Button type="submit" loading={progress !== null} disabled={!file}>
          Import
        </Button>
      </form>
      {progress !== null ? (
        <p role="status" className="grid gap-1 text-sm">
          <span>Uploading: {Math.round(progress * 100)}%</span>
          <progress max={1} value={progress} aria-label="Upload progress" className="w-full" />
        </p>
      ) : null}
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>{failure.userMessage}</AlertTitle>
          {failure.issues ? (
            <AlertDescription>
              <ul className="grid max-h-72 list-disc gap-1 overflow-auto pl-5">
                {failure.issues.map((issue) => (
                  <li key={`${issue.path}:${issue.message}`}>
                    <strong>{issue.path}</strong>: {issue.message}
                  </li>
                ))}
              </ul>
            </AlertDescription>
          ) : null}
        </Alert>
      ) : null}
      {community.isPending ? (
        <LoadingState label="Loading the community's figures" />
      ) : none ? (
        <EmptyState
          title="No HMIS records imported for this CoC yet"
          description="Upload the CoC's HMIS CSV export to see its figures beside ours."
        />
      ) : community.isError ? (
        <QueryErrorState query={community} />
      ) : (
        <Comparison ours={ours} community={community.data} />
      )}
    </section>
  );
}
