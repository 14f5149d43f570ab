import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Comment, DirectoryMember } from '../../../../shared/scores.schema';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/toasts';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import type { useCommentChanges } from '../api/comments';
import { CommentEditor, type CommentDraft } from './comment-editor';
import { MomentText } from './moment-text';

interface CommentItemProps {
  comment: Comment;
  /** The signed-in member may change it: it is theirs and their role may review. */
  own: boolean;
  members: DirectoryMember[] | undefined;
  selfId: string | undefined;
  changes: ReturnType<typeof useCommentChanges>;
}

/** One comment: author, time, "edited", its text and mentions; its author may edit or delete it. */
export function CommentItem({ comment, own, members, selfId, changes }: CommentItemProps) {
  const t = useTexts(reviewCandidateTexts);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The version the edit started from; after a 409, the newer one shown above the kept text.
  const [baseVersion, setBaseVersion] = useState(comment.version);
  const [stale, setStale] = useState(false);
  const initial: CommentDraft = {
    body: comment.body,
    mentions: comment.mentions.map((member) => member.id),
  };

  const startEditing = () => {
    setBaseVersion(comment.version);
    setStale(false);
    setEditing(true);
  };
  const save = async (draft: CommentDraft) => {
    // After a conflict, saving again means "mine over the newer text", which is now shown.
    const base = stale ? comment.version : baseVersion;
    try {
      await changes.edit.mutateAsync({ id: comment.id, baseVersion: base, ...draft });
      setEditing(false);
      setStale(false);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'comment-stale') setStale(true);
      else if (!(error instanceof ApiError && error.httpStatus === 401)) {
        showError(t('notSaved', { message: (error as Error).message }));
      }
      return false;
    }
  };

  return (
    <Stack gap={4} component="li" data-testid="comment">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {comment.author.name}
        </Text>
        <MomentText value={comment.createdAt} size="xs" c="dimmed" />
        {comment.editedAt && (
          <Text size="xs" c="dimmed" title={t('editedAt', { at: comment.editedAt })}>
            {t('edited')}
          </Text>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Text>
      {comment.mentions.length > 0 && (
        <Group gap={4} aria-label={t('mentions')}>
          {comment.mentions.map((member) => (
            <Badge key={member.id} variant="light" size="sm" tt="none">
              @{member.name}
            </Badge>
          ))}
        </Group>
      )}
      {own && !editing && (
        <Group gap={4}>
          <Button variant="subtle" size="compact-xs" onClick={startEditing}>
            {t('edit')}
          </Button>
          {confirmDelete ? (
            <>
              <Text size="xs">{t('deleteCommentQuestion')}</Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                loading={changes.remove.isPending}
                onClick={() =>
                  changes.remove.mutate(comment.id, {
                    onError: (error) => showError(t('notDeleted', { message: error.message })),
                  })
                }
              >
                {t('delete')}
              </Button>
              <Button variant="subtle" size="compact-xs" onClick={() => setConfirmDelete(false)}>
                {t('keep')}
              </Button>
            </>
          ) : (
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              onClick={() => setConfirmDelete(true)}
            >
              {t('delete')}
            </Button>
          )}
        </Group>
      )}
      {editing && (
        <CommentEditor
          initial={initial}
          label={t('editComment')}
          submitLabel={stale ? t('saveMineInstead') : t('save')}
          members={members}
          selfId={selfId}
          saving={changes.edit.isPending}
          onSubmit={save}
          onCancel={() => setEditing(false)}
          notice={stale ? t('commentStale') : undefined}
        />
      )}
    </Stack>
  );
}
