import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Checkbox, CopyButton, Spinner } from '@dcp/shared/ui';
import { useQrCode } from './api/getQrCode';
import { useSignUpLink } from './api/getSignUpLink';
import { useSaveSignUpLinkToggle } from './api/saveSignUpLink';
import { OneTimeLinkButton } from './OneTimeLinkButton';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;
const Link = styled.code`
  display: block;
  overflow-wrap: anywhere;
  margin: ${({ theme }) => theme.space[2]} 0;
`;
const Qr = styled.img`
  width: 12rem;
  height: 12rem;
`;

/** An object URL for a blob, revoked when it changes or the panel goes. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function download(src: string) {
  const a = document.createElement('a');
  a.href = src;
  a.download = 'qr-code.png';
  a.click();
}

function printQr(src: string, title: string) {
  const w = window.open('', '_blank', 'noopener=no,width=600,height=700');
  if (!w) return;
  const img = w.document.createElement('img');
  img.src = src;
  img.alt = title;
  img.style.width = '80%';
  img.onload = () => w.print();
  w.document.title = title;
  w.document.body.appendChild(img);
}

/**
 * The doctor's sign-up link and QR code (req A§6, §7): the toggle 'Allow patients to go straight to
 * survey without sign-up' chooses the anonymous link; the link can be copied, the code downloaded and
 * printed. Also the button that creates a one-time link.
 */
export function QrCodePanel() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const settings = useSignUpLink();
  const { busy, toggle, shown } = useSaveSignUpLinkToggle(settings.set);
  const anonymous = settings.data?.allowAnonymous ?? false;
  const qr = useQrCode(anonymous);
  const src = useObjectUrl(settings.data ? qr.data : null);
  const link = settings.data ? (anonymous ? settings.data.anonymousLink : settings.data.link) : null;

  return (
    <Card aria-labelledby="qr-code-title">
      <h2 id="qr-code-title">
        <FormattedMessage id="doctor.qr.title" />
      </h2>
      {settings.loading && !settings.data ? <Spinner label={t('doctor.qr.loading')} /> : null}
      {settings.data ? (
        <>
          <Checkbox
            label={t('doctor.qr.allowAnonymous')}
            checked={shown(anonymous)}
            disabled={busy}
            onChange={(e) => void toggle(e.target.checked)}
          />
          <p>
            <FormattedMessage id={anonymous ? 'doctor.qr.anonymousHint' : 'doctor.qr.signUpHint'} />
          </p>
          {src ? (
            <Qr src={src} alt={t('doctor.qr.alt')} data-testid="qr-code" />
          ) : (
            <Spinner label={t('doctor.qr.loading')} />
          )}
          {link ? <Link data-testid="sign-up-link">{link}</Link> : null}
          <Row>
            {link ? <CopyButton text={link} label={t('doctor.qr.copy')} /> : null}
            {src ? (
              <>
                <Button variant="secondary" onClick={() => download(src)}>
                  <FormattedMessage id="doctor.qr.download" />
                </Button>
                <Button variant="secondary" onClick={() => printQr(src, t('doctor.qr.alt'))}>
                  <FormattedMessage id="doctor.qr.print" />
                </Button>
              </>
            ) : null}
          </Row>
        </>
      ) : null}
      <OneTimeLinkButton />
    </Card>
  );
}
