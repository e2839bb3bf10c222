// Injected by bilingual.sh at the end of a page: presses the header's dark-theme toggle twice and writes, as JSON in
// <pre id="theme-measure">, the body's background colour, a diagram label's fill, aria-pressed and the stored choice
// before and after each press, with the first frame's background the page's probe recorded.
(function () {
  function run() {
    var button = document.querySelector('.theme-toggle');
    var label = document.querySelector('.layout-diagram text');
    var result = { firstPaint: window.firstPaint, shown: !!button && !button.hidden, background: [], diagramText: [], pressed: [], stored: [] };
    function record() {
      result.background.push(getComputedStyle(document.body).backgroundColor);
      result.diagramText.push(label ? getComputedStyle(label).fill : null);
      result.pressed.push(button ? button.getAttribute('aria-pressed') : null);
      result.stored.push(localStorage.getItem('blog-theme'));
    }
    record();
    if (button) { button.click(); record(); button.click(); record(); }
    var pre = document.createElement('pre');
    pre.id = 'theme-measure';
    pre.textContent = JSON.stringify(result);
    document.body.appendChild(pre);
  }
  // theme.js is deferred: it runs before DOMContentLoaded.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run); else run();
})();
