// Command loadgen puts a steady load on a running Roadcase API and reports throughput
// and latency percentiles, so that speed is measured on the real HTTP path rather
// than asserted in tests. By default it renders one document type, from the type's
// own sample or from a record, with a fixed number of concurrent clients for a fixed
// duration:
//
//	loadgen -token rc_pat_… -type day-sheet -record 06274a1e-… -c 8 -d 20s
//
// With -get it sends GET requests to one path instead, each client over one kept-alive
// connection:
//
//	loadgen -token rc_pat_… -get /api/v1/documents/invoice -c 64 -d 10s
//
// With -bare it fetches that path's answer once and serves the same bytes from a bare
// net/http server on the given address until interrupted, so that the API can be
// compared with the fastest server of the same answer (run loadgen -get against both):
//
//	loadgen -token rc_pat_… -get /api/v1/documents/invoice -bare 127.0.0.1:8081
//
// The token is read from -token or ROADCASE_TOKEN and never printed.
package main

import (
	"flag"
	"fmt"
	"net/http"
	"os"
	"time"
)

func main() {
	base := flag.String("base", "http://127.0.0.1:8080", "the API's base URL")
	token := flag.String("token", os.Getenv("ROADCASE_TOKEN"), "a token with the scopes the requests need")
	docType := flag.String("type", "day-sheet", "the document type to render")
	record := flag.String("record", "", "render from this record id instead of the type's sample")
	get := flag.String("get", "", "send GET requests to this path instead of rendering")
	bare := flag.String("bare", "", "serve -get's answer from a bare net/http server on this address instead of loading")
	clients := flag.Int("c", 4, "concurrent clients, each over one kept-alive connection")
	duration := flag.Duration("d", 10*time.Second, "how long to measure")
	warmup := flag.Duration("warmup", time.Second, "how long to load before measuring")
	flag.Parse()
	if *token == "" && *get == "" {
		fail(2, "a token is required to render (-token or ROADCASE_TOKEN)")
	}
	c := client{base: *base, token: *token, http: &http.Client{Timeout: 30 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: *clients, MaxConnsPerHost: *clients, DisableCompression: true}}}
	if *bare != "" {
		if *get == "" {
			fail(2, "-bare needs -get, the path whose answer it serves")
		}
		if err := c.serveBare(*bare, *get); err != nil {
			fail(1, err.Error())
		}
		return
	}
	req := request{method: http.MethodGet, path: *get, label: "GET " + *get}
	if *get == "" {
		body, err := c.renderBody(*docType, *record)
		if err != nil {
			fail(1, err.Error())
		}
		req = request{method: http.MethodPost, path: "/api/v1/documents/" + *docType + "/render", body: body,
			label: "render " + *docType}
	}
	if *warmup > 0 {
		c.run(req, *clients, *warmup)
	}
	res := c.run(req, *clients, *duration)
	res.print(os.Stdout, req.label, *clients, *duration)
	if res.failures > 0 {
		os.Exit(1)
	}
}

func fail(code int, msg string) {
	fmt.Fprintln(os.Stderr, "loadgen:", msg)
	os.Exit(code)
}
