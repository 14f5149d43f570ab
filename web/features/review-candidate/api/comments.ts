import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX } from '../../../../shared/paging.schema';
import {
  CommentListResponseSchema,
  CommentResponseSchema,
  MemberDirectoryResponseSchema,
  type Comment,
  type CreateCommentRequest,
  type EditCommentRequest,
} from '../../../../shared/scores.schema';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
import { pagePath, useCursorPages, type CursorPage } from '../../../lib/use-cursor-pages';

/** The thread, oldest first, 100 comments a page ("Show more comments" reads the next). */
export function useComments(candidateId: string) {
  return useCursorPages(queryKeys.candidate.comments(candidateId), async (cursor, signal) => {
    const page = await apiRequest(
      pagePath(adminApiPaths.adminCandidateComments(candidateId), cursor, PAGE_LIMIT_MAX),
      { signal, schema: CommentListResponseSchema },
    );
    return { items: page.data, nextCursor: page.nextCursor };
  });
}

/** Everyone on the team now, whom a comment may mention; it changes rarely. */
export function useMemberDirectory() {
  return useQuery({
    queryKey: queryKeys.teamDirectory,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(adminApiPaths.adminTeamDirectory(), {
          signal,
          schema: MemberDirectoryResponseSchema,
        })
      ).data,
    staleTime: 60_000,
  });
}

/** Adding, editing and deleting: each reads the thread again when settled. */
export function useCommentChanges(candidateId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.candidate.comments(candidateId) });
  const replace = (saved: Comment) =>
    queryClient.setQueryData<InfiniteData<CursorPage<Comment>>>(
      queryKeys.candidate.comments(candidateId),
      (thread) =>
        thread && {
          ...thread,
          pages: thread.pages.map((page) => ({
            ...page,
            items: page.items.map((comment) => (comment.id === saved.id ? saved : comment)),
          })),
        },
    );

  const add = useMutation({
    mutationFn: async (input: CreateCommentRequest) =>
      (
        await apiRequest(adminApiPaths.adminCandidateComments(candidateId), {
          method: 'POST',
          body: input,
          schema: CommentResponseSchema,
        })
      ).data,
    onSettled: refresh,
  });
  const edit = useMutation({
    mutationFn: async ({ id, ...input }: EditCommentRequest & { id: number }) =>
      (
        await apiRequest(adminApiPaths.adminComment(id), {
          method: 'PATCH',
          body: input,
          schema: CommentResponseSchema,
        })
      ).data,
    onSuccess: replace,
    // A 409 answers nothing else: the thread is read again to show the newer text.
    onError: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      apiRequest(adminApiPaths.adminComment(id), {
        method: 'DELETE',
        schema: StatusResponseSchema,
      }),
    onSettled: refresh,
  });
  return { add, edit, remove };
}
