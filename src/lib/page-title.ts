import type { PageMeta } from '@common/page-meta';
import { useEffect } from 'react';

/** Sets the document title while a page is shown ("… · FitScout"); nothing when `title` is empty. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · FitScout`;
  }, [title]);
}

/** A marketing route's full title and description (common/page-meta.ts), kept in step on navigation. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
