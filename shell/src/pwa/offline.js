// The offline page (issue 25 point 3): the language the person chose in the portal (its stored
// preference, else the browser's), and a reload as soon as the connection returns.
(function () {
  var chosen;
  try {
    chosen = localStorage.getItem('locale');
  } catch {
    chosen = null; // storage refused (private mode): the browser's language decides
  }
  var lang =
    chosen === 'es-ES' || chosen === 'en-GB' ? chosen : /^es\b/i.test(navigator.language) ? 'es-ES' : 'en-GB';
  document.documentElement.lang = lang;
  // The font size the person chose (shared/src/ui/theme.ts fontSizes), as the portal's root size.
  var sizes = { medium: 14, large: 16, 'extra-large': 18 };
  var size = 'medium';
  try {
    var stored = localStorage.getItem('uiSize');
    if (Object.prototype.hasOwnProperty.call(sizes, stored)) size = stored;
  } catch {
    // storage refused: the default size
  }
  document.documentElement.style.fontSize = sizes[size] + 'px';
  document.title =
    lang === 'es-ES' ? 'Sin conexión — Portal de Atención a la Diabetes' : 'Offline — Diabetes Care Portal';
  document.querySelectorAll('[data-lang]').forEach(function (section) {
    section.hidden = section.getAttribute('data-lang') !== lang;
  });
  window.addEventListener('online', function () {
    location.reload();
  });
  // Shown although the browser says it is online: the network came back a moment too late for this
  // load, or the portal's server is unreachable. No further 'online' event will come; try again.
  if (navigator.onLine) {
    setTimeout(function () {
      location.reload();
    }, 5000);
  }
})();
