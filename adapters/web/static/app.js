// Roadcase platform pages: the only script. Every page works without it; it
// moves focus to an error summary, offers a copy button for a new token or
// an invoice's pay link, and follows a running import in place.
"use strict";

document.addEventListener("DOMContentLoaded", function () {
  var summary = document.querySelector(".error-summary");
  if (summary) {
    summary.focus();
  }

  var poll = document.querySelector("[data-poll]");
  if (poll && window.fetch && window.DOMParser) {
    followJob();
  }

  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    var input = document.getElementById(button.getAttribute("data-copy"));
    var status = document.getElementById("copy-status");
    if (!input) {
      return;
    }
    button.hidden = false;
    button.addEventListener("click", function () {
      var done = function () {
        if (status) {
          status.textContent = "Copied to the clipboard.";
        }
      };
      var fallback = function () {
        input.focus();
        input.select();
        if (status) {
          status.textContent = "Press Ctrl+C (or ⌘C) to copy the selected text.";
        }
      };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(input.value).then(done, fallback);
      } else {
        fallback();
      }
    });
  });
});

// followJob asks for the page again every second while an import's job runs
// ([data-poll]), updating its progress in place, and reloads the page once the
// job has moved on (the page no longer polls). Without the script, the page
// offers a link to refresh it.
function followJob() {
  var tick = function () {
    fetch(window.location.href, { credentials: "same-origin", headers: { Accept: "text/html" } })
      .then(function (r) {
        return r.text();
      })
      .then(function (html) {
        var next = new DOMParser().parseFromString(html, "text/html");
        if (!next.querySelector("[data-poll]")) {
          window.location.reload();
          return;
        }
        ["import-progress", "import-progress-text"].forEach(function (id) {
          var mine = document.getElementById(id);
          var theirs = next.getElementById(id);
          if (!mine || !theirs) {
            return;
          }
          ["value", "max"].forEach(function (a) {
            if (theirs.hasAttribute(a)) {
              mine.setAttribute(a, theirs.getAttribute(a));
            }
          });
          if (mine.textContent !== theirs.textContent) {
            mine.textContent = theirs.textContent;
          }
        });
        window.setTimeout(tick, 1000);
      }, function () {
        window.setTimeout(tick, 5000);
      });
  };
  window.setTimeout(tick, 1000);
}
