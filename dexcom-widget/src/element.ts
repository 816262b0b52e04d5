import { ApiError, disconnect, getStatus, syncNow, type LinkStatus, type WidgetSession } from './api';
import { h } from './dom';
import { connectUrl, handshakeUrl, openPopup, readHandshake } from './portal';
import { STYLES } from './styles';
import { failureText, lastSyncText, pickLocale, reasonText, text, type Locale, type TextId } from './texts';

type View =
  | { kind: 'signedOut' }
  | { kind: 'checking' }
  | { kind: 'failed' }
  | { kind: 'status'; status: LinkStatus; confirming: boolean };

/**
 * <dexcom-connect lang="es">: the patient's Dexcom link on any allowed site — its status, and
 * Connect, Refresh or Disconnect. Rendered in a shadow root; the token lives in memory only.
 */
export class DexcomConnect extends HTMLElement {
  /** The portal this script was served from (set by index.ts). */
  static portal = '';
  static observedAttributes = ['lang'];

  private readonly root = this.attachShadow({ mode: 'open' });
  private session: WidgetSession | null = null;
  private popup: Window | null = null;
  private view: View = { kind: 'signedOut' };
  private busy = false;
  private message: string | null = null;
  private hint = false;
  private readonly onMessage = (e: MessageEvent) => {
    const session = readHandshake(e, DexcomConnect.portal, this.popup);
    if (!session) return;
    this.session = session;
    this.hint = false;
    void this.check();
  };

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    this.render();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }

  attributeChangedCallback() {
    this.render();
  }

  private get locale(): Locale {
    return pickLocale(this.getAttribute('lang'), navigator.languages ?? [navigator.language]);
  }

  private t = (id: TextId, values?: Record<string, string | number>) => text(this.locale, id, values);

  private set(next: Partial<{ view: View; busy: boolean; message: string | null }>) {
    Object.assign(this, next);
    this.render();
  }

  /** Opens the portal (synchronously, inside the click, so no pop-up blocker stops it). */
  private open(url: string) {
    this.popup = openPopup(url);
    this.hint = this.popup !== null;
    this.set({ message: this.popup ? null : this.t('widget.popupBlocked') });
  }

  private async check(message: string | null = null) {
    if (!this.session) return this.set({ view: { kind: 'signedOut' } });
    // A status on screen stays (buttons busy, focus kept) while it is read again.
    const shown = this.view.kind === 'status';
    this.set(shown ? { busy: true, message } : { view: { kind: 'checking' }, message });
    try {
      const status = await getStatus(this.session);
      this.set({ view: { kind: 'status', status, confirming: false }, busy: false });
    } catch (e) {
      this.expireOn401(e);
      this.set({ view: this.session ? { kind: 'failed' } : { kind: 'signedOut' }, busy: false });
    }
  }

  private expireOn401(e: unknown) {
    if (e instanceof ApiError && e.status === 401) this.session = null;
  }

  private async act(run: (s: WidgetSession) => Promise<unknown>, failure: TextId) {
    if (!this.session || this.busy) return;
    this.set({ busy: true, message: null });
    try {
      await run(this.session);
      this.busy = false;
      await this.check();
    } catch (e) {
      this.expireOn401(e);
      this.busy = false;
      // The failure may have changed the link ('Token expired' asks for a reconnect): show it.
      await this.check(this.t(failure, { message: failureText(this.locale, e) }));
    }
  }

  private button(id: TextId, onClick: () => void, variant = '', key: string = id) {
    const attrs: Record<string, string | boolean | (() => void)> = { type: 'button', 'data-key': key };
    if (variant) attrs.class = variant;
    if (this.busy) attrs.disabled = true;
    attrs.onClick = onClick;
    return h('button', attrs, this.t(id));
  }

  private body(): (Node | null)[] {
    const v = this.view;
    const origin = window.location.origin;
    if (v.kind === 'signedOut')
      return [
        h('p', {}, this.t('widget.signInPrompt')),
        h(
          'div',
          { class: 'actions' },
          this.button('widget.signIn', () => this.open(handshakeUrl(DexcomConnect.portal, origin))),
        ),
      ];
    if (v.kind === 'checking') return [h('p', { class: 'muted' }, this.t('widget.checking'))];
    if (v.kind === 'failed')
      return [
        h('p', { class: 'alert', role: 'alert' }, this.t('widget.checkFailed')),
        h(
          'div',
          { class: 'actions' },
          this.button('widget.tryAgain', () => void this.check()),
        ),
      ];
    const s = v.status;
    const connect = () => this.open(connectUrl(DexcomConnect.portal, origin));
    const state = s.connected
      ? 'widget.connected'
      : s.dexcomOptedOut
        ? 'widget.optedOut'
        : 'widget.notConnected';
    const lines: (Node | null)[] = [
      h('p', {}, h('span', { class: s.connected ? 'dot on' : 'dot', 'aria-hidden': 'true' }), this.t(state)),
      s.reason ? h('p', {}, reasonText(this.locale, s.reason)) : null,
      s.connected ? h('p', { class: 'muted' }, lastSyncText(this.locale, s.lastSync)) : null,
    ];
    if (!s.connected)
      return [
        ...lines,
        h(
          'div',
          { class: 'actions' },
          this.button(s.needsReconnect ? 'widget.reconnect' : 'widget.connect', connect),
        ),
      ];
    const confirm = () => this.set({ view: { ...v, confirming: true } });
    const cancel = () => this.set({ view: { ...v, confirming: false } });
    return [
      ...lines,
      h(
        'div',
        { class: 'actions' },
        this.button('widget.refresh', () => void this.act(syncNow, 'widget.refreshFailed')),
        this.button('widget.disconnect', confirm, 'secondary'),
      ),
      v.confirming
        ? h(
            'div',
            {
              class: 'confirm',
              role: 'group',
              'aria-labelledby': 'confirm-title',
              onKeydown: (e: Event) => (e as KeyboardEvent).key === 'Escape' && cancel(),
            },
            h('p', { id: 'confirm-title' }, h('strong', {}, this.t('widget.disconnectTitle'))),
            h('p', {}, this.t('widget.disconnectConfirm')),
            h(
              'div',
              { class: 'actions' },
              this.button(
                'widget.disconnect',
                () => void this.act(disconnect, 'widget.disconnectFailed'),
                'danger',
                'confirm-disconnect',
              ),
              this.button('widget.cancel', cancel, 'secondary'),
            ),
          )
        : null,
    ];
  }

  private render() {
    // Re-rendering replaces the buttons: keep the keyboard focus on the same one.
    const focused = (this.root.activeElement as HTMLElement | null)?.dataset.key;
    const confirming = this.view.kind === 'status' && this.view.confirming;
    const card = h(
      'section',
      { class: 'card', 'aria-labelledby': 'title', 'aria-busy': this.busy ? 'true' : 'false' },
      h('h2', { id: 'title' }, this.t('widget.title')),
      h('div', { role: 'status', 'aria-live': 'polite' }, ...this.body()),
      this.hint && this.view.kind !== 'status'
        ? h('p', { class: 'muted' }, this.t('widget.popupHint'))
        : null,
      this.message ? h('p', { class: 'alert', role: 'alert' }, this.message) : null,
    );
    card.setAttribute('lang', this.locale);
    this.root.replaceChildren(h('style', {}, STYLES), card);
    const again = focused ? this.root.querySelector<HTMLElement>(`[data-key="${focused}"]`) : null;
    const target = confirming && focused === 'widget.disconnect' ? 'widget.cancel' : null;
    (target ? this.root.querySelector<HTMLElement>(`[data-key="${target}"]`) : again)?.focus();
  }
}
