// Copy buttons on code blocks. The script adds them, so a page read without JavaScript shows none; the button copies
// the code only (its text: line numbers are drawn by the style sheet), is reached by Tab and says "Copied" to screen readers.
(function () {
  "use strict";
  // The theme's words in the site's language, from the build's i18n table.
  var given = JSON.parse((document.currentScript && document.currentScript.getAttribute("data-strings")) || "{}");
  var words = { copy: given.copy || "Copy", copied: given.copied || "Copied", label: given.copyCode || "Copy code", failed: given.copyFailed || "Copy failed" };
  var status = document.createElement("p");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  document.body.appendChild(status);

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    // file:// and plain http: a selected, off-screen text area and the older command.
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.left = "-9999px";
      document.body.appendChild(area);
      area.select();
      var done = document.execCommand("copy");
      document.body.removeChild(area);
      if (done) resolve(); else reject();
    });
  }

  var blocks = document.querySelectorAll("pre > code");
  for (var i = 0; i < blocks.length; i++) {
    (function (code) {
      var pre = code.parentNode;
      var frame = document.createElement("div");
      frame.className = "code-frame";
      pre.parentNode.insertBefore(frame, pre);
      frame.appendChild(pre);
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-code";
      button.textContent = words.copy;
      button.setAttribute("aria-label", words.label);
      button.addEventListener("click", function () {
        copyText(code.textContent.replace(/\n$/, "")).then(function () {
          button.textContent = words.copied;
          status.textContent = words.copied;
        }, function () {
          button.textContent = words.failed;
          status.textContent = words.failed;
        });
        setTimeout(function () { button.textContent = words.copy; status.textContent = ""; }, 2000);
      });
      frame.appendChild(button);
    })(blocks[i]);
  }
})();
