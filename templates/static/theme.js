// The header's dark-theme toggle. The page follows the system's colour scheme until the reader presses it; their
// choice is kept (localStorage "blog-theme") and put on <html data-theme> by the page's head before the first paint,
// so no page flashes the other palette. Choosing the system's scheme again forgets the choice.
(function () {
  'use strict';
  var button = document.querySelector('.theme-toggle');
  if (!button || !window.matchMedia) return;
  var root = document.documentElement, system = window.matchMedia('(prefers-color-scheme: dark)');
  function isDark() {
    var chosen = root.getAttribute('data-theme');
    return chosen ? chosen === 'dark' : system.matches;
  }
  function show() { button.setAttribute('aria-pressed', String(isDark())); }
  button.addEventListener('click', function () {
    var dark = !isDark();
    try {
      if (dark === system.matches) localStorage.removeItem('blog-theme'); else localStorage.setItem('blog-theme', dark ? 'dark' : 'light');
    } catch (e) { /* storage refused: the choice lasts for this page */ }
    if (dark === system.matches) root.removeAttribute('data-theme'); else root.setAttribute('data-theme', dark ? 'dark' : 'light');
    show();
  });
  if (system.addEventListener) system.addEventListener('change', show);
  show();
  button.hidden = false;
})();
