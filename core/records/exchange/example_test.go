package exchange_test

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// documentedExample returns the complete example of docs/import-format.md: the JSON
// block that starts with the format member.
func documentedExample(t *testing.T) []byte {
	t.Helper()
	page, err := os.ReadFile("../../../docs/import-format.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, block := range strings.Split(string(page), "```json\n")[1:] {
		body, _, _ := strings.Cut(block, "```")
		if strings.HasPrefix(body, "{\n  \"format\"") && strings.Contains(body, "\"settlements\": [\n") {
			return []byte(body)
		}
	}
	t.Fatal("no complete example in docs/import-format.md")
	return nil
}

func TestTheDocumentedExampleImportsAndExportsUnchanged(t *testing.T) {
	t.Parallel()
	example := documentedExample(t)
	doc, err := exchange.Decode(bytes.NewReader(example))
	if err != nil {
		t.Fatalf("the documented example does not decode: %v", err)
	}
	d, err := doc.ToDataset(kernel.NameID(kernel.Namespace, "test/example"))
	if err != nil {
		t.Fatalf("the documented example does not import: %v", err)
	}
	var want, got any
	if err := json.Unmarshal(example, &want); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(exchange.Export(doc.Organization, d).MarshalIndent(), &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(want, got) {
		t.Fatalf("exporting the imported example changes it:\n%s", firstDifference(example, exchange.Export(doc.Organization, d).MarshalIndent()))
	}
}
