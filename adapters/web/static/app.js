// Roadcase platform pages: the only script. Every page works without it; it
// moves focus to an error summary and offers a copy button for a new token or
// an invoice's pay link.
"use strict";

document.addEventListener("DOMContentLoaded", function () {
  var summary = document.querySelector(".error-summary");
  if (summary) {
    summary.focus();
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
