// Layout diagrams by keyboard and on phones: each figure is one tab stop; the arrow keys move through its views (their
// constraints light up, and their frame is read out), Enter opens the frames table, Escape goes back to the figure.
// Without this script the frames table's summary is the diagram's one tab stop. A drawing never shrinks its text
// below 9 px (its min-width): a figure that then scrolls sideways says so; a `switch` diagram shows the widest of its
// widths that fits the column; a drawing shown smaller than its own size, or scrolling, opens full screen at that size.
(function () {
  "use strict";
  var words = JSON.parse((document.currentScript && document.currentScript.getAttribute("data-strings")) || "{}");
  var figures = document.querySelectorAll("figure.layout-diagram");
  Array.prototype.forEach.call(figures, function (figure) {
    var summary = figure.querySelector(".ld-frames > summary");
    if (!figure.querySelector("g.ld-view")) return;
    figure.tabIndex = 0;
    figure.setAttribute("aria-description", words.diagramKeys || "Arrow keys move between the views; F shows it full screen; Escape leaves.");
    if (summary) summary.tabIndex = -1;
    var status = document.createElement("p");
    status.className = "ld-focus";
    status.setAttribute("aria-live", "polite");
    status.hidden = true;
    figure.insertBefore(status, figure.querySelector(".ld-frames, figcaption"));
    // The views of the panel on show (a `switch` diagram shows one of its widths at a time).
    function views() {
      return Array.prototype.filter.call(figure.querySelectorAll("g.ld-view"), function (view) { return view.getClientRects().length > 0; });
    }
    function show(view) {
      var title = view && view.querySelector("title");
      status.textContent = title ? title.textContent : "";
      status.hidden = !title;
    }
    figure.addEventListener("keydown", function (event) {
      var list = views(), at = list.indexOf(document.activeElement), target = -1;
      if (event.key === "ArrowRight" || event.key === "ArrowDown") target = Math.min(at + 1, list.length - 1);
      else if (event.key === "ArrowLeft" || event.key === "ArrowUp") target = at < 0 ? list.length - 1 : Math.max(at - 1, 0);
      else if (event.key === "Home") target = 0;
      else if (event.key === "End") target = list.length - 1;
      if (target >= 0 && list.length) {
        event.preventDefault();
        list[target].focus();
        show(list[target]);
      } else if (event.key === "Escape" && at >= 0) {
        event.preventDefault();
        figure.focus();
        show(null);
      } else if ((event.key === "f" || event.key === "F") && openFullScreen && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        openFullScreen();
      } else if (event.key === "Enter" && document.activeElement === figure && summary) {
        event.preventDefault();
        summary.parentNode.open = !summary.parentNode.open;
      }
    });
    var svg = figure.querySelector("svg.layout-diagram"), openFullScreen = null;
    var radios = figure.querySelectorAll(".ld-widths input");
    var hint = document.createElement("p");
    hint.className = "ld-scroll-hint";
    hint.textContent = words.diagramScroll || "Scroll sideways to see the whole diagram";
    figure.insertBefore(hint, figure.firstChild);
    function measure() {
      figure.classList.toggle("ld-scrolls", figure.scrollWidth > figure.clientWidth + 1);
      var drawn = svg && svg.getBoundingClientRect().width, own = svg && Number(svg.getAttribute("width"));
      figure.classList.toggle("ld-reduced", !!drawn && drawn < own - 1);
    }
    // A `switch` diagram: the drawing takes the size of the panel on show; where the first does not fit the column
    // with its text readable (its min-width), the widest panel that does is shown (the narrowest, if none does).
    // Panel `index`'s width, height and readable width, as the SVG says them; null for a panel that says none.
    function panelSize(index) {
      var shown = svg && svg.querySelector(".ld-panel.ld-p" + index), size = shown && shown.getAttribute("data-size");
      if (!size) return null;
      var wh = size.split(" ");
      return { width: Number(wh[0]), height: Number(wh[1]), least: Number(shown.getAttribute("data-min-width") || 0) };
    }
    function fit(index) {
      var size = panelSize(index);
      if (!size) return;
      svg.setAttribute("viewBox", "0 0 " + size.width + " " + size.height);
      svg.setAttribute("width", size.width);
      svg.setAttribute("height", size.height);
      svg.style.minWidth = size.least ? size.least + "px" : "";
      measure();
    }
    Array.prototype.forEach.call(radios, function (radio, index) {
      radio.addEventListener("change", function () { if (radio.checked) fit(index); });
    });
    if (radios.length) {
      var room = figure.clientWidth, chosen = -1, narrowest = 0;
      var sizes = Array.prototype.map.call(radios, function (radio, index) {
        return panelSize(index) || { width: Infinity, height: 0, least: Infinity };
      });
      sizes.forEach(function (size, index) {
        if (size.least <= room && (chosen < 0 || size.width > sizes[chosen].width)) chosen = index;
        if (size.width < sizes[narrowest].width) narrowest = index;
      });
      // The post's first width whenever it fits.
      if (sizes[0].least <= room) chosen = 0;
      if (chosen < 0) chosen = narrowest;
      radios[chosen].checked = true;
      fit(chosen);
    }
    measure();
    // Again once the page's fonts and images are in: the column may have changed.
    window.addEventListener("load", measure);
    window.addEventListener("resize", measure);
    // Full screen: the drawing alone at its own size in a dialog, to scroll and zoom; Escape or the button closes it.
    if (svg && window.HTMLDialogElement) {
      var open = document.createElement("button");
      open.type = "button";
      open.className = "ld-open";
      open.textContent = words.diagramFullScreen || "Full screen";
      // Not a tab stop of its own: the figure is the diagram's one, and F opens it from there.
      open.tabIndex = -1;
      figure.insertBefore(open, figure.firstChild);
      openFullScreen = function () {
        var dialog = document.createElement("dialog");
        dialog.className = "ld-dialog";
        dialog.setAttribute("aria-label", (svg.querySelector("title") || {}).textContent || open.textContent);
        var close = document.createElement("button");
        close.type = "button";
        close.className = "ld-close";
        close.textContent = words.diagramClose || "Close";
        close.addEventListener("click", function () { dialog.close(); });
        var copy = svg.cloneNode(true);
        copy.removeAttribute("style");
        // The panel on show only: outside its figure the width picker's rules do not reach the copy.
        Array.prototype.forEach.call(copy.querySelectorAll(".ld-panel"), function (g) {
          var index = /ld-p(\d+)/.exec(g.getAttribute("class"));
          if (index && radios.length && !radios[Number(index[1])].checked) g.setAttribute("display", "none");
        });
        Array.prototype.forEach.call(copy.querySelectorAll("[tabindex]"), function (g) { g.removeAttribute("tabindex"); });
        dialog.appendChild(close);
        dialog.appendChild(copy);
        dialog.addEventListener("close", function () { dialog.remove(); figure.focus(); });
        document.body.appendChild(dialog);
        dialog.showModal();
        close.focus();
      };
      open.addEventListener("click", openFullScreen);
    }
    figure.addEventListener("focusout", function (event) { if (!figure.contains(event.relatedTarget)) show(null); });
  });
})();
