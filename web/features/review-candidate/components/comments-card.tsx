import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ShowMoreButton } from '../../../components/show-more-button';
import { ApiError } from '../../../lib/api-client';
import { useCurrentMember, useMayAccess } from '../../../lib/current-member';
import { showError } from '../../../lib/toasts';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { useCommentChanges, useComments, useMemberDirectory } from '../api/comments';
import { CommentEditor, type CommentDraft } from './comment-editor';
import { CommentItem } from './comment-item';

/** The team's thread on a candidate: oldest first, then a field to add one with mentions. */
export function CommentsCard({ candidateId }: { candidateId: string }) {
  const t = useTexts(reviewCandidateTexts);
  const comments = useComments(candidateId);
  const mayWrite = useMayAccess('review');
  const me = useCurrentMember();
  const directory = useMemberDirectory();
  const changes = useCommentChanges(candidateId);
  const thread = comments.data ?? [];

  const add = async (draft: CommentDraft) => {
    try {
      await changes.add.mutateAsync(draft);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.httpStatus === 401)) {
        showError(t('notPosted', { message: (error as Error).message }));
      }
      return false;
    }
  };

  let body;
  if (comments.isPending) body = <Skeleton height={48} />;
  else if (comments.isError) {
    body = (
      <Text size="sm" c="red">
        {comments.error.message}
      </Text>
    );
  } else if (thread.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('noComments')}
      </Text>
    );
  } else {
    body = (
      <>
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {thread.map((comment) => (
            <CommentItem
              key={`${comment.id}`}
              comment={comment}
              own={mayWrite && comment.author.id === me?.id}
              members={directory.data}
              selfId={me?.id}
              changes={changes}
            />
          ))}
        </Stack>
        <ShowMoreButton list={comments} label={t('showMoreComments')} />
      </>
    );
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="comments-heading"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="comments-heading">
          {t('commentsHeading', { count: thread.length })}
        </Title>
        {body}
        {mayWrite && (
          <CommentEditor
            initial={{ body: '', mentions: [] }}
            label={t('addComment')}
            submitLabel={t('postComment')}
            members={directory.data}
            selfId={me?.id}
            saving={changes.add.isPending}
            onSubmit={add}
          />
        )}
      </Stack>
    </Card>
  );
}
