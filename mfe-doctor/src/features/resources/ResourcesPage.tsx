import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { Locale, ResourceNode } from '@dcp/shared/contracts';
import { Card, PageHeader, Spinner } from '@dcp/shared/ui';
import { resolveResource } from '@dcp/shared/survey';
import { useResourceTree } from './api/getResourceTree';
import { findGroup } from './tree';
import { resourcesText } from './copyText';
import { ResourceTree } from './ResourceTree';

export const RESOURCE_PAGES = ['t1', 't2', 'pre', 'hcp', 'children-and-parents'] as const;

/**
 * doctor/resources[/:group] and doctor/es-ES/resources (req A§2, req G§2). Every tick copies the
 * list of ticked resources (name, underline, resolved url) to the clipboard.
 */
export function ResourcesPage({ locale = null }: { locale?: Locale | null }) {
  const intl = useIntl();
  const { group } = useParams();
  // The plain Resources pages follow the UI language; the Spanish page is Spanish whatever it is.
  const shownIn: Locale | null = locale ?? (intl.locale === 'es-ES' ? 'es-ES' : null);
  const { data, loading, error } = useResourceTree(shownIn);
  const [ticked, setTicked] = useState<{ id: string; name: string; url: string }[]>([]);
  const [copied, setCopied] = useState<number | null>(null);

  const onToggle = async (node: ResourceNode, on: boolean) => {
    let next = ticked.filter((t) => t.id !== node.id);
    if (on && node.url) {
      const url = await resolveResource(node.url, shownIn ?? undefined).catch(() => null);
      if (!url) return;
      next = [...next, { id: node.id, name: node.name, url }];
    }
    setTicked(next);
    try {
      await navigator.clipboard.writeText(resourcesText(next));
      setCopied(next.length);
    } catch {
      setCopied(null);
    }
  };

  const shown = group ? (data ? findGroup(data, group)?.children : undefined) : data;
  const titleId = group
    ? `shared.nav.${group === 'children-and-parents' ? 'childrenAndParents' : group}`
    : locale
      ? 'shared.nav.spanishResources'
      : 'shared.nav.resources';
  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} />
      <Card>
        <p>
          <FormattedMessage id="doctor.resources.intro" />
        </p>
        <p role="status">
          {copied !== null ? intl.formatMessage({ id: 'doctor.resources.copied' }, { count: copied }) : ''}
        </p>
        {loading ? <Spinner label={intl.formatMessage({ id: 'doctor.common.loading' })} /> : null}
        {error ? <p role="alert">{intl.formatMessage({ id: 'doctor.resources.error' })}</p> : null}
        {shown ? (
          <ResourceTree
            groups={shown}
            checked={new Set(ticked.map((t) => t.id))}
            onToggle={(n, on) => void onToggle(n, on)}
            locale={shownIn ?? undefined}
          />
        ) : null}
        {data && !shown ? <p>{intl.formatMessage({ id: 'doctor.resources.none' })}</p> : null}
      </Card>
    </>
  );
}
