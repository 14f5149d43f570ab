import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeAnswer } from '../../../lib/sanitize-answer';
import classes from './answer-html.module.css';

/** A candidate's rich-text answer, sanitised in this browser too before it is rendered. */
export function AnswerHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeAnswer(html), [html]);
  return (
    <Typography
      data-testid="answer-html"
      className={classes.root}
      fz="sm"
      style={{ overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
