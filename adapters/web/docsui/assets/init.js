// Renders the API reference into #redoc from the OpenAPI document its
// data-spec-url names. An external file, so that the page's Content-Security-
// Policy can forbid inline script.
"use strict";
(function () {
  var el = document.getElementById("redoc");
  if (!el || typeof Redoc === "undefined") {
    return;
  }
  Redoc.init(el.getAttribute("data-spec-url"), {
    expandResponses: "200,201",
    hideLoading: false,
    jsonSampleExpandLevel: 3,
    nativeScrollbars: true
  }, el);
})();
