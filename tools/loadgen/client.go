package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

// client sends single authenticated requests to one API: the few that discover
// what a workload should ask for, and the one whose answer -bare serves. The load
// itself goes through vegeta's attacker, not through client.
type client struct {
	base, token string
	http        *http.Client
}

// newClient returns a client of the API at base that sends token, if any.
func newClient(base, token string) client {
	return client{base: base, token: token, http: &http.Client{Timeout: 30 * time.Second,
		Transport: &http.Transport{DisableCompression: true}}}
}

// do sends one request and returns the answer's status, header and body.
func (c client) do(ctx context.Context, method, path string, body []byte) (int, http.Header, []byte, error) {
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, r)
	if err != nil {
		return 0, nil, nil, err
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, nil, nil, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, out, err
}

// getJSON sends GET path and decodes a 200 answer into v; any other status is an
// error that quotes the start of the answer.
func (c client) getJSON(ctx context.Context, path string, v any) error {
	status, _, body, err := c.do(ctx, http.MethodGet, path, nil)
	if err != nil {
		return err
	}
	if status != http.StatusOK {
		return fmt.Errorf("GET %s: %d %.200s", path, status, body)
	}
	if err := json.Unmarshal(body, v); err != nil {
		return fmt.Errorf("GET %s: %w", path, err)
	}
	return nil
}

// renderBody builds a render request's body: {"record_id": record}, or the type's
// sample fetched from its contract as {"data": sample}.
func (c client) renderBody(ctx context.Context, docType, record string) ([]byte, error) {
	if record != "" {
		return json.Marshal(map[string]string{"record_id": record})
	}
	var contract struct {
		Sample json.RawMessage `json:"sample"`
	}
	if err := c.getJSON(ctx, "/api/v1/documents/"+docType, &contract); err != nil {
		return nil, err
	}
	return json.Marshal(map[string]json.RawMessage{"data": contract.Sample})
}
