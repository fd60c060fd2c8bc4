import { useEffect } from 'react';

/** Sets the document title while a page is shown ("… · FitScout"); nothing when `title` is empty. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · FitScout`;
  }, [title]);
}
