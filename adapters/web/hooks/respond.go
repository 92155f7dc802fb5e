package hooks

import (
	"io"
	"net/http"
)

// reply answers with a short plain-text message. Webhook answers are read by a
// provider's logs and by people debugging with curl, so they say why in a few
// words, and nothing in them may be cached or sniffed as something else.
func reply(w http.ResponseWriter, status int, message string) {
	h := w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, message+"\n")
}
