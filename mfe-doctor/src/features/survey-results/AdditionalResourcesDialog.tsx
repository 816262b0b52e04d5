import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale, ResourceNode } from '@dcp/shared/contracts';
import { Button, Modal, Spinner } from '@dcp/shared/ui';
import { resolveResource } from '@dcp/shared/survey';
import { flattenResources, ResourceTree, useResourceTree } from '../resources';
import { applyResourceBlock, linkedNames } from './carePlan';

export interface AdditionalResourcesDialogProps {
  open: boolean;
  onClose: () => void;
  /** The additional-resources conclusion's current text. */
  text: string;
  onApply: (text: string) => void;
  locale: Locale | null;
}

/**
 * Ticks resources into (or out of) the additional-resources conclusion (req G§2): each ticked
 * resource is one 'name: url' line there, so the patient sees it as a link.
 */
export function AdditionalResourcesDialog({
  open,
  onClose,
  text,
  onApply,
  locale,
}: AdditionalResourcesDialogProps) {
  const intl = useIntl();
  const { data } = useResourceTree(locale, open);
  // The doctor's ticks since the dialog opened; until the first one, what the conclusion already links.
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const all = data ? flattenResources(data) : [];
  const checked = edited ?? linkedIds(text, all);

  const close = () => {
    setEdited(null);
    onClose();
  };

  const toggle = (node: ResourceNode, on: boolean) =>
    setEdited((prev) => {
      const next = new Set(prev ?? checked);
      if (on) next.add(node.id);
      else next.delete(node.id);
      return next;
    });

  const apply = async () => {
    setBusy(true);
    try {
      const before = linkedNames(
        text,
        all.map((r) => r.name),
      );
      const added = all.filter((r) => checked.has(r.id) && !before.has(r.name) && r.url);
      const removed = all.filter((r) => !checked.has(r.id) && before.has(r.name)).map((r) => r.name);
      const resolved = await Promise.all(
        added.map(async (r) => ({ name: r.name, url: await resolveResource(r.url!, locale ?? undefined) })),
      );
      onApply(applyResourceBlock(text, resolved, removed));
      close();
    } catch {
      // The http client reported the failed resolve; the dialog stays open to retry.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={intl.formatMessage({ id: 'doctor.results.resourcesTitle' })}
      closeLabel={intl.formatMessage({ id: 'shared.ui.close' })}
      footer={
        <Button disabled={busy || !data} onClick={() => void apply()}>
          <FormattedMessage id="doctor.results.resourcesApply" />
        </Button>
      }
    >
      {data ? (
        <ResourceTree
          groups={data}
          checked={checked}
          onToggle={toggle}
          locale={locale ?? undefined}
          twoColumns={false}
        />
      ) : (
        <Spinner label={intl.formatMessage({ id: 'doctor.common.loading' })} />
      )}
    </Modal>
  );
}

/** The resources of the tree that the conclusion's text already links, by id. */
function linkedIds(text: string, all: { id: string; name: string }[]): Set<string> {
  const names = linkedNames(
    text,
    all.map((r) => r.name),
  );
  return new Set(all.filter((r) => names.has(r.name)).map((r) => r.id));
}
