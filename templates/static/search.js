// blog's site search. Nothing is fetched until the search box is used; then search/meta.json, the buckets
// of the query's terms, and the files of the results shown (search/d/N.json). The query is never inserted
// into the page as HTML: results are built with text nodes. The tokenizer repeats Sources/Search's
// SearchTokenizer step for step; Tests/SearchTests/tokenizer-cases.json holds the cases both pass.
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !window.fetch || !window.TextEncoder) return;
  var indexURL = script.getAttribute('data-index');
  var root = script.getAttribute('data-root') || '';
  // On a site in several languages, the folder of the page's language: its results are that language's documents.
  var section = script.getAttribute('data-section') || '';
  // The theme's words in the site's language (the build's i18n table), and the language's plural rule.
  var words = JSON.parse(script.getAttribute('data-strings') || '{}');
  var plurals = window.Intl && Intl.PluralRules ? new Intl.PluralRules(script.getAttribute('data-lang') || 'en') : null;
  function say(key, values) {
    var entry = words[key];
    if (entry && typeof entry === 'object') entry = entry[plurals ? plurals.select(values.count) : (values.count === 1 ? 'one' : 'other')] || entry.other;
    return String(entry || key).replace(/\{(\w+)\}/g, function (all, name) { return name in (values || {}) ? values[name] : all; });
  }
  var MAX_TERM = 40;

  // ---- Tokenizer (as SearchTokenizer) ----
  // Scripts written without spaces between words (Han, kana, Hangul, Thai, Lao, Myanmar, Khmer): characters and pairs.
  function isPaired(cp) {
    return (cp >= 0x3040 && cp <= 0x30FF) || (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x4E00 && cp <= 0x9FFF) ||
      (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xAC00 && cp <= 0xD7AF) || (cp >= 0x1100 && cp <= 0x11FF) ||
      (cp >= 0x3130 && cp <= 0x318F) || (cp >= 0x20000 && cp <= 0x2FA1F) || (cp >= 0x0E00 && cp <= 0x0EFF) ||
      (cp >= 0x1000 && cp <= 0x109F) || (cp >= 0x1780 && cp <= 0x17FF);
  }
  var WORD = /[\p{L}\p{N}_]/u, MARK = /\p{M}/u;
  function isVariationSelector(cp) { return (cp >= 0xFE00 && cp <= 0xFE0F) || (cp >= 0xE0100 && cp <= 0xE01EF); }
  function runs(text, body) {
    var folded = text.normalize('NFKC').toLowerCase();
    var run = [], runPaired = false;
    for (var ch of folded) {
      var cp = ch.codePointAt(0);
      var kind = isPaired(cp) ? 'paired' : (cp < 0x80 || isVariationSelector(cp)) ? (WORD.test(ch) ? 'word' : 'sep')
        : WORD.test(ch) ? 'word' : MARK.test(ch) ? (run.length && !runPaired ? 'word' : 'sep') : 'sep';
      if (kind === 'sep' || (run.length && (kind === 'paired') !== runPaired)) {
        if (run.length) body(run, runPaired);
        run = [];
      }
      if (kind !== 'sep') { runPaired = kind === 'paired'; run.push(ch); }
    }
    if (run.length) body(run, runPaired);
  }
  function stem(word) {
    if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
    var s = word;
    var ends = function (x) { return s.length > x.length && s.slice(-x.length) === x; };
    if (ends('ies') && s.length > 4) s = s.slice(0, -3) + 'y';
    else if (ends('sses')) s = s.slice(0, -2);
    else if (ends('s') && !ends('ss') && !ends('us') && !ends('is')) s = s.slice(0, -1);
    if (ends('ing') && s.length - 3 >= 3) s = s.slice(0, -3);
    else if (ends('ed') && s.length - 2 >= 3) s = s.slice(0, -2);
    return s;
  }
  // Languages written in Latin letters bar English: their words are indexed as written (SearchTokenizer.Stemming).
  var LATIN = ' af ast az bs ca cs cy da de eo es et eu fi fil fo fr fur fy ga gd gl gsw ha haw hr ht hu id ig is it jv kl ' +
    'la lb ln lt lv mg mi ms mt nb nl nn no oc om pl pt qu rm ro rw se sk sl sm sn so sq st su sv sw tk tl tn to tr uz vi ' +
    'wa wo xh yo zu ';
  function stemsEnglish(language) {
    var subtags = String(language || '').toLowerCase().split(/[-_]/);
    if (!subtags[0] || subtags[0] === 'en') return true;
    return !(subtags.indexOf('latn') > 0 || LATIN.indexOf(' ' + subtags[0] + ' ') >= 0);
  }
  // The terms of a document's text in `language`.
  function terms(text, language) {
    var out = [], stems = stemsEnglish(language);
    runs(text, function (run, paired) {
      if (paired) {
        for (var i = 0; i < run.length; i++) { out.push(run[i]); if (i + 1 < run.length) out.push(run[i] + run[i + 1]); }
      } else if (run.length <= MAX_TERM) {
        var word = run.join('');
        out.push(stems ? stem(word) : word);
      }
    });
    return out;
  }
  // Each query word as the terms a document must hold, each term as its alternatives (a word's stem and the word as
  // typed: an English document holds the one, a document in a language kept as written the other), and the word as
  // typed (for prefixes and snippets).
  function queryGroups(text) {
    var groups = [];
    runs(text, function (run, paired) {
      if (paired) {
        if (run.length === 1) groups.push({ terms: [[run[0]]], word: run[0], paired: true });
        else {
          var pairs = [];
          for (var i = 0; i + 1 < run.length; i++) pairs.push([run[i] + run[i + 1]]);
          groups.push({ terms: pairs, word: run.join(''), paired: true });
        }
      } else if (run.length <= MAX_TERM) {
        var word = run.join(''), stemmed = stem(word);
        groups.push({ terms: [stemmed === word ? [word] : [stemmed, word]], word: word, paired: false });
      }
    });
    return groups;
  }
  window.blogSearchTokenizer = { terms: terms, queryGroups: function (t) { return queryGroups(t).map(function (g) { return g.terms; }); } };

  // ---- Index files ----
  var cache = {};
  function load(path) {
    if (!cache[path]) {
      cache[path] = fetch(indexURL + path).then(function (r) {
        if (!r.ok) throw new Error(path + ': ' + r.status);
        return r.json();
      });
    }
    return cache[path];
  }
  function hex(text) {
    var bytes = new TextEncoder().encode(text), out = '';
    for (var i = 0; i < bytes.length; i++) out += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
    return out;
  }
  function unhex(h) {
    var bytes = new Uint8Array(h.length / 2);
    for (var i = 0; i < bytes.length; i++) bytes[i] = parseInt(h.substr(i * 2, 2), 16);
    return new TextDecoder().decode(bytes);
  }
  var metaPromise = null;
  function meta() {
    if (!metaPromise) {
      metaPromise = load('meta.json').then(function (m) {
        m.keys = m.buckets.map(function (h) { return { hex: h, key: unhex(h) }; });
        return m;
      });
    }
    return metaPromise;
  }
  // The language folder of document `doc`, from meta.json's runs of sections.
  function sectionOf(m, doc) {
    if (!m.sectionStarts) {
      var start = 0;
      m.sectionStarts = m.sections.map(function (run) { var first = start; start += run[1]; return [first, run[0]]; });
    }
    var found = '';
    for (var i = 0; i < m.sectionStarts.length && m.sectionStarts[i][0] <= doc; i++) found = m.sectionStarts[i][1];
    return found;
  }
  // The buckets that hold `term` exactly, or (prefix) every term starting with it.
  function bucketsFor(m, term, prefix) {
    var best = null;
    var found = [];
    m.keys.forEach(function (k) {
      if (term.indexOf(k.key) === 0 && (!best || k.key.length > best.key.length)) best = k;
      if (prefix && k.key.indexOf(term) === 0 && k.key.length > term.length) found.push(k);
    });
    if (best) found.push(best);
    return found;
  }
  function postings(flat) {
    var result = new Map(), doc = 0;
    for (var i = 0; i < flat.length; i += 2) { doc += flat[i]; result.set(doc, flat[i + 1]); }
    return result;
  }
  // Scores of the documents holding every group of the query; the last word also matches as a prefix.
  function run(query) {
    var groups = queryGroups(query);
    if (!groups.length) return Promise.resolve({ groups: groups, ranked: [] });
    return meta().then(function (m) {
      return Promise.all(groups.map(function (group, g) {
        var asPrefix = g === groups.length - 1 && !group.paired && group.word.length >= 2;
        var needed = new Map();
        group.terms.forEach(function (alternatives) {
          alternatives.forEach(function (t) {
            bucketsFor(m, t, asPrefix).forEach(function (k) { needed.set(k.hex, load('i/' + k.hex + '.json')); });
          });
        });
        return Promise.all(Array.from(needed.values())).then(function (buckets) {
          var scores = null;
          group.terms.forEach(function (alternatives) {
            var found = new Map();
            buckets.forEach(function (bucket) {
              Object.keys(bucket).forEach(function (term) {
                if (alternatives.indexOf(term) >= 0 || (asPrefix && term.indexOf(group.word) === 0)) {
                  postings(bucket[term]).forEach(function (score, doc) { found.set(doc, Math.max(found.get(doc) || 0, score)); });
                }
              });
            });
            if (scores === null) scores = found;
            else { var next = new Map(); scores.forEach(function (s, d) { if (found.has(d)) next.set(d, s + found.get(d)); }); scores = next; }
          });
          return scores || new Map();
        });
      })).then(function (perGroup) {
        var total = perGroup[0];
        for (var i = 1; i < perGroup.length; i++) {
          var next = new Map();
          total.forEach(function (s, d) { if (perGroup[i].has(d)) next.set(d, s + perGroup[i].get(d)); });
          total = next;
        }
        var ranked = Array.from(total.entries()).sort(function (a, b) { return b[1] - a[1] || b[0] - a[0]; });
        if (m.sections) ranked = ranked.filter(function (r) { return sectionOf(m, r[0]) === section; });
        return { groups: groups, ranked: ranked };
      });
    });
  }

  // ---- Results ----
  // The text around the first match, as text nodes and <mark> elements.
  // What to look for in a result's text: a run of paired characters as typed, a word by its stem (`scroll` of
  // `scrolling` marks `scroll` and `scrolled`).
  function needles(groups) {
    return groups.map(function (g) { return g.paired ? g.word : g.terms[0][0]; }).filter(function (w) { return w.length; });
  }
  // `text` with every needle in <mark>, as text nodes and elements.
  function marked(text, groups) { return snippet(text, groups, true); }
  function snippet(text, groups, whole) {
    var lower = text.toLowerCase();
    var words = needles(groups);
    var at = -1;
    words.forEach(function (w) { var i = lower.indexOf(w); if (i >= 0 && (at < 0 || i < at)) at = i; });
    var start = whole ? 0 : Math.max(0, at - 60), end = whole ? text.length : Math.min(text.length, (at < 0 ? 0 : at) + 140);
    var fragment = document.createDocumentFragment();
    if (start > 0) fragment.appendChild(document.createTextNode('…'));
    var piece = text.slice(start, end), pieceLower = lower.slice(start, end), i = 0;
    while (i < piece.length) {
      var next = -1, length = 0;
      words.forEach(function (w) { var j = pieceLower.indexOf(w, i); if (j >= 0 && (next < 0 || j < next)) { next = j; length = w.length; } });
      if (next < 0) { fragment.appendChild(document.createTextNode(piece.slice(i))); break; }
      if (next > i) fragment.appendChild(document.createTextNode(piece.slice(i, next)));
      var mark = document.createElement('mark');
      mark.textContent = piece.slice(next, next + length);
      fragment.appendChild(mark);
      i = next + length;
    }
    if (end < text.length) fragment.appendChild(document.createTextNode('…'));
    return fragment;
  }
  function render(list, status, result, limit) {
    var shown = result.ranked.slice(0, limit);
    return meta().then(function (m) {
      return Promise.all(shown.map(function (r) {
        return load('d/' + Math.floor(r[0] / m.perFile) + '.json').then(function (group) { return group[r[0] % m.perFile]; });
      }));
    }).then(function (docs) {
      list.textContent = '';
      docs.forEach(function (doc) {
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = root + doc.u;
        a.className = 'search-title';
        a.appendChild(marked(doc.t, result.groups));
        li.appendChild(a);
        var info = [doc.d].concat(doc.c.slice(0, 2)).filter(Boolean).join(' · ');
        if (info) { var meta = document.createElement('span'); meta.className = 'search-meta'; meta.appendChild(marked(info, result.groups)); li.appendChild(meta); }
        var p = document.createElement('p');
        p.className = 'search-snippet';
        p.appendChild(snippet(doc.x, result.groups));
        li.appendChild(p);
        list.appendChild(li);
      });
      var count = result.ranked.length;
      status.textContent = count === 0 ? say('searchNoResults') : (count > shown.length ? say('searchShownOf', { shown: shown.length, count: count }) : say('searchResultCount', { count: count }));
      list.hidden = count === 0;
    });
  }

  // ---- Boxes: the header's (a dropdown of 8) and the search page's (50) ----
  function attach(form, limit) {
    var input = form.querySelector('input[type=search]');
    var list = form.querySelector('.search-results');
    var status = form.querySelector('.search-status');
    if (!input || !list || !status) return;
    form.hidden = false;
    var timer = null, serial = 0;
    // The results are a list of links: the arrow keys move the focus from the box through them and back (Tab does
    // too), Enter follows the focused one, Escape closes the list and returns to the box.
    function move(step) {
      var links = Array.prototype.slice.call(list.querySelectorAll('li a.search-title'));
      if (!links.length || list.hidden) return;
      var at = links.indexOf(document.activeElement);
      var next = at + step;
      if (next < 0) input.focus(); else links[Math.min(next, links.length - 1)].focus();
    }
    function search() {
      var query = input.value, mine = ++serial;
      if (!query.trim()) { list.textContent = ''; list.hidden = true; status.textContent = ''; return; }
      var started = performance.now();
      run(query).then(function (result) {
        if (mine !== serial) return;
        return render(list, status, result, limit).then(function () {
          form.setAttribute('data-search-ms', String(Math.round(performance.now() - started)));
          form.setAttribute('data-searched', query);
        });
      }).catch(function () { if (mine === serial) status.textContent = say('searchUnavailable'); });
    }
    input.addEventListener('focus', function () { meta(); });
    input.addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(search, 120); });
    form.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown') { e.preventDefault(); move(1); }
      else if (e.key === 'ArrowUp') { e.preventDefault(); move(-1); }
      else if (e.key === 'Escape') { list.hidden = true; input.focus(); }
    });
    return { input: input, search: search };
  }

  var header = document.querySelector('form.site-search');
  var page = document.querySelector('form.search-page');
  var headerBox = header ? attach(header, 8) : null;
  var pageBox = page ? attach(page, 50) : null;
  if (pageBox) {
    var q = new URLSearchParams(window.location.search).get('q');
    if (q) { pageBox.input.value = q; pageBox.search(); }
  }
  document.addEventListener('keydown', function (e) {
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
    var target = e.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    var box = pageBox || headerBox;
    if (box) { e.preventDefault(); box.input.focus(); }
  });
})();
