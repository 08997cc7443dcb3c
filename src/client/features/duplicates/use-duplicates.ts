import { getJson, getList, sendJson } from '@client/lib/api-client';
import {
  ADMIN_DUPLICATES_PATH,
  adminDuplicateDismissPath,
  adminDuplicateMergePath,
  adminDuplicatePath,
  adminMergeUndoPath,
  adminPersonPath,
  type DuplicateDetail,
  type MergeInput,
  ZDismissResult,
  ZDuplicateDetail,
  ZDuplicatePair,
  ZMergeResult,
  ZUndoResult,
} from '@shared/contracts/duplicates';
import { ZAdminPerson } from '@shared/contracts/people';
import type { DuplicatePairStatus } from '@shared/domain/person-records';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Pairs per page of the list. */
export const DUPLICATES_PAGE_SIZE = 25;

const PEOPLE_KEY = '/api/admin/people';
const pairKey = (pairId: string) => [ADMIN_DUPLICATES_PATH, 'pair', pairId];

export function useDuplicates(status: DuplicatePairStatus, offset: number) {
  return useQuery({
    queryKey: [ADMIN_DUPLICATES_PATH, 'list', { status, offset }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({
        status,
        limit: String(DUPLICATES_PAGE_SIZE),
        offset: String(offset),
      });
      const { rows, total } = await getList(`${ADMIN_DUPLICATES_PATH}?${params}`, ZDuplicatePair, { signal });
      return { rows, total: total ?? offset + rows.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useDuplicate(pairId: string) {
  return useQuery({
    queryKey: pairKey(pairId),
    queryFn: ({ signal }) => getJson(adminDuplicatePath(pairId), ZDuplicateDetail, { signal }),
    retry: false,
    // what is on screen after a merge is this page's own account of it (see useMerge): keep it until asked
    refetchOnWindowFocus: false,
  });
}

/** GET /api/admin/people/{id}: a merged id answers with a redirect that fetch follows to the survivor. */
export function usePerson(veteranId: string) {
  return useQuery({
    queryKey: [PEOPLE_KEY, veteranId],
    queryFn: ({ signal }) => getJson(adminPersonPath(veteranId), ZAdminPerson, { signal }),
    retry: false,
  });
}

/**
 * After a decision the lists are forgotten (back on the list, the decided pair never shows again while the list
 * loads), and the pair and both people read again.
 */
function useReload(pairId: string) {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: [ADMIN_DUPLICATES_PATH, 'list'] });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] }),
      queryClient.invalidateQueries({ queryKey: pairKey(pairId) }),
    ]);
  };
}

/**
 * "Same person". The merged person's record is gone afterwards, so the pair is not read again: the page keeps
 * both people as they were, now marked merged, with the merge to undo. The lists and the people read again.
 */
export function useMerge(pairId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeInput) => sendJson('POST', adminDuplicateMergePath(pairId), input, ZMergeResult),
    onSuccess: (result) => {
      queryClient.setQueryData<DuplicateDetail>(pairKey(pairId), (pair) =>
        pair
          ? {
              ...pair,
              status: 'merged',
              merge: {
                id: result.mergeId,
                survivorId: result.survivorId,
                mergedAt: new Date().toISOString(),
                undoneAt: null,
              },
            }
          : pair,
      );
      queryClient.removeQueries({ queryKey: [ADMIN_DUPLICATES_PATH, 'list'] });
      return queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
    },
  });
}

export function useUndoMerge(pairId: string) {
  const reload = useReload(pairId);
  return useMutation({
    mutationFn: (mergeId: string) => sendJson('POST', adminMergeUndoPath(mergeId), undefined, ZUndoResult),
    onSuccess: reload,
  });
}

export function useDismiss(pairId: string) {
  const reload = useReload(pairId);
  return useMutation({
    mutationFn: () => sendJson('POST', adminDuplicateDismissPath(pairId), undefined, ZDismissResult),
    onSuccess: reload,
  });
}
