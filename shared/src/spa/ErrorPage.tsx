import { FormattedMessage } from 'react-intl';
import { Button, PageTitle } from '@dcp/shared/ui';
import { signOut } from '@dcp/shared/session';

/** Wipes everything the portal keeps in the browser, for a user stuck on a broken state. */
function clearApplicationData() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  window.location.assign('/login');
}

async function signInAgain() {
  await signOut();
  window.location.assign('/login');
}

/** The error page of req A§2: 'Error!', the message, advice, and two ways out. */
export function ErrorPage({ message }: { message: string }) {
  return (
    <section role="alert" aria-labelledby="dcp-error-title">
      <PageTitle id="dcp-error-title">
        <FormattedMessage id="shared.error.title" />
      </PageTitle>
      <p>{message}</p>
      <p>
        <FormattedMessage id="shared.error.advice" />
      </p>
      <Button variant="secondary" onClick={clearApplicationData}>
        <FormattedMessage id="shared.error.clearData" />
      </Button>{' '}
      <Button onClick={() => void signInAgain()}>
        <FormattedMessage id="shared.error.signInAgain" />
      </Button>
    </section>
  );
}
