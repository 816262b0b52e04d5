import { BehaviorSubject, type Observable } from 'rxjs';

// The name of the page on screen, as its heading reads (issue 10: the `<title>` names the page). The
// page heading (ui's PageTitle) reports it; the shell's DocumentTitle (i18n) writes `document.title`.

const subject = new BehaviorSubject<string>('');

export const pageTitle$: Observable<string> = subject.asObservable();

export const currentPageTitle = (): string => subject.value;

export function setPageTitle(text: string): void {
  if (subject.value !== text) subject.next(text);
}
