// Drives the search box of the page it is added to, in the browser, and writes what happened as JSON into
// <pre id="search-measure"> (read back from chromium --dump-dom by search-browser.sh): what the page loaded
// before the box was used, the tokenizer on the shared cases, and for each query (typed as a reader types
// it) the results, the index bytes fetched, and the time from the search's start to the results shown.
(function () {
  const report = { beforeUse: [], tokenizer: [], queries: [], keyboard: {}, findings: [] };
  const searchEntries = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/search/'));
  const bytes = (entries) => entries.reduce((sum, e) => sum + (e.encodedBodySize || e.transferSize || 0), 0);
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  async function typeQuery(form, query) {
    const input = form.querySelector('input[type=search]');
    const before = searchEntries().length;
    input.focus();
    // Typed one character at a time, as a reader does; the debounce waits for the last.
    input.value = '';
    for (const ch of query) {
      input.value += ch;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await sleep(15);
    }
    for (let waited = 0; form.getAttribute('data-searched') !== query && waited < 20000; waited += 20) await sleep(20);
    const items = [...form.querySelectorAll('.search-results li')];
    return {
      query,
      done: form.getAttribute('data-searched') === query,
      ms: +form.getAttribute('data-search-ms'),
      status: form.querySelector('.search-status').textContent,
      results: items.map((li) => ({ title: li.querySelector('a').textContent, href: li.querySelector('a').getAttribute('href'),
        marks: [...li.querySelectorAll('mark')].map((m) => m.textContent), elements: li.querySelectorAll('*').length,
        images: li.querySelectorAll('img, script, iframe').length })),
      files: searchEntries().slice(before).map((e) => e.name.replace(/^.*\/search\//, '')),
      bytes: bytes(searchEntries().slice(before)),
    };
  }
  async function main() {
    report.beforeUse = searchEntries().map((e) => e.name);
    const tokenizer = window.blogSearchTokenizer;
    const cases = window.searchTokenizerCases || { terms: [], queries: [] };
    if (!tokenizer) report.findings.push('search.js did not load');
    else {
      for (const c of cases.terms) {
        const got = tokenizer.terms(c.text, c.language);
        if (JSON.stringify(got) !== JSON.stringify(c.terms)) report.findings.push(`tokenizer: ${c.text} gave ${JSON.stringify(got)}`);
      }
      for (const c of cases.queries) {
        const got = tokenizer.queryGroups(c.text);
        if (JSON.stringify(got) !== JSON.stringify(c.groups)) report.findings.push(`query tokenizer: ${c.text} gave ${JSON.stringify(got)}`);
      }
    }
    const form = document.querySelector('form.search-page') || document.querySelector('form.site-search');
    if (!form || form.hidden) { report.findings.push('no visible search box'); return; }
    for (const query of window.searchQueries || []) {
      const first = await typeQuery(form, query);
      report.queries.push(first);
    }
    // Keyboard: "/" focuses the box, arrows choose a result (of the first query, typed again).
    if ((window.searchQueries || []).length) await typeQuery(form, window.searchQueries[0]);
    document.activeElement.blur();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    const input = form.querySelector('input[type=search]');
    report.keyboard.slashFocuses = document.activeElement === input;
    // Two presses: the second result's link has the focus (the first's when there is one result: the focus stays on the last).
    document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    const links = form.querySelectorAll('.search-results li a.search-title');
    report.keyboard.arrowsChoose = links.length > 0 && document.activeElement === links[Math.min(1, links.length - 1)];
  }
  window.addEventListener('load', () => {
    main().catch((e) => report.findings.push('error: ' + e)).finally(() => {
      const out = document.createElement('pre');
      out.id = 'search-measure';
      out.textContent = JSON.stringify(report);
      document.body.appendChild(out);
    });
  });
})();
