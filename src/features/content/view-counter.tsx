'use client';

import { useEffect } from 'react';
import { api } from '@/trpc/react';

type Kind = 'news' | 'portfolio' | 'publicTraining' | 'inhouseTraining' | 'service';

/**
 * Counts one view of a detail page from the browser, so cached pages still
 * count their visitors; the server ignores repeats by the same visitor.
 */
export function ViewCounter({ kind, id }: { kind: Kind; id: number }) {
  const { mutate } = api.public.views.record.useMutation();
  useEffect(() => {
    mutate({ kind, id });
  }, [mutate, kind, id]);
  return null;
}
