// The comments the modal shows (spec 4 Comments): the newest page, polled every 10 s, above
// the older pages the person asked for, newest first as the server orders them (created_at,
// then id), each comment once.
import { COMMENTS_PAGE_SIZE, type Comment } from '@moodtape/core';

export type CommentThread = {
  comments: Comment[];
  // Older comments may exist: the last page read of the oldest end was full.
  hasOlder: boolean;
};

// Whether `a` comes after `b` in the server's order (created_at, then id, both descending).
// Times are ISO strings of one format, so they compare as text; ids compare as PostgreSQL
// compares uuids.
function isOlder(a: Comment, b: Comment): boolean {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at;
  return a.id < b.id;
}

// Pages come in the server's order and each is older than what is above it, so putting them
// one after the other keeps that order; a comment already shown is not shown twice.
function joined(above: Comment[], below: Comment[]): Comment[] {
  const shown = new Set(above.map((comment) => comment.id));
  return [...above, ...below.filter((comment) => !shown.has(comment.id))];
}

// A fresh newest page stands for everything in its span: comments posted since come in,
// deleted ones go. What was shown older than its oldest comment stays below it. A short page
// is the whole conversation.
export function withNewestPage(thread: CommentThread | undefined, page: Comment[]): CommentThread {
  const oldest = page.at(-1);
  if (!oldest || page.length < COMMENTS_PAGE_SIZE) return { comments: page, hasOlder: false };
  const older = (thread?.comments ?? []).filter((comment) => isOlder(comment, oldest));
  return {
    comments: joined(page, older),
    hasOlder: thread && older.length > 0 ? thread.hasOlder : true,
  };
}

// A page asked for with `before`: added below; a short one is the start of the conversation.
export function withOlderPage(thread: CommentThread | undefined, page: Comment[]): CommentThread {
  return {
    comments: joined(thread?.comments ?? [], page),
    hasOlder: page.length >= COMMENTS_PAGE_SIZE,
  };
}

// A comment just posted: on top, until the next poll brings it in its place.
export function withComment(thread: CommentThread | undefined, comment: Comment): CommentThread {
  return { comments: joined([comment], thread?.comments ?? []), hasOlder: !!thread?.hasOlder };
}

export function withoutComment(
  thread: CommentThread | undefined,
  commentId: string,
): CommentThread | undefined {
  if (!thread) return thread;
  return { ...thread, comments: thread.comments.filter((comment) => comment.id !== commentId) };
}
