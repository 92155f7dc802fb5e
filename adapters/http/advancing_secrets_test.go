package http

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// Spec S16: portal tokens are never returned by the API. Nothing secret has a
// member in any request or response type (docs/architecture.md, "Bearer secrets"), so these tests hold every
// wire type of the package to it, whoever adds one.

// secretName matches a member name that could carry a portal token, a token's
// hash or another secret.
var secretName = regexp.MustCompile(`(?i)token|secret|hash|portal`)

// allowedSecretNames lists members that match secretName but carry nothing
// secret, each with the reason. None does today: the documents' and auth's wire
// types have no such member (invalid_token appears only as an example value of a
// problem's code, never as a member name).
var allowedSecretNames = map[string]string{}

// wireTypes is every type of the package that goes on the wire, request or
// response. TestEveryWireTypeIsListed keeps it complete.
var wireTypes = []any{
	// documents
	DocumentTypeSummary{}, DocumentTypeList{}, DocumentType{}, RenderDocumentRequest{},
	// problems
	Problem{}, ProblemError{},
	// advancing
	AdvancePacket{}, AdvancePacketProgress{}, AdvanceSection{}, AdvanceSectionField{}, AdvanceAudience{},
	AdvanceSectionPage{}, AdvanceAudiencePage{}, CreateAdvancePacketRequest{},
	SendBatch{}, SendBatchPage{}, TrackingBoard{}, Funnel{}, FunnelReached{}, FunnelExits{}, FunnelRates{},
	TrackedRecipient{}, RecipientStages{}, TrackedRecipientPage{},
	PacketGraphDocument{}, PacketGraph{}, PacketGraphNode{}, PacketGraphNodeMetadata{}, PacketGraphEdge{},
}

func TestNoWireTypeHasAMemberThatCouldCarryATokenOrASecret(t *testing.T) {
	t.Parallel()
	for _, v := range wireTypes {
		for _, f := range secretMembers(reflect.TypeOf(v)) {
			t.Errorf("%s: %s could carry a portal token, a token hash or a secret (spec S16); "+
				"if it cannot, add it to allowedSecretNames with the reason", reflect.TypeOf(v).Name(), f)
		}
	}
}

func TestTheSecretCheckFindsAPortalTokenWhereverItHides(t *testing.T) {
	t.Parallel()
	type recipient struct {
		ID        string `json:"id"`
		TokenHash string // no tag: encoding/json writes it as TokenHash
	}
	type leaky struct {
		Name        string      `json:"name"`
		PortalToken string      `json:"portal_token"`
		Link        string      `json:"link_for_portal,omitempty"`
		Nested      []recipient `json:"nested"`
		Innocent    string      `json:"url"`
	}
	type renamed struct {
		PortalURL string `json:"url"`
	}
	got := secretMembers(reflect.TypeFor[leaky]())
	want := []string{"PortalToken (json portal_token)", "Link (json link_for_portal)", "Nested[].TokenHash (json TokenHash)"}
	if !slices.Equal(got, want) {
		t.Errorf("found %q, want %q", got, want)
	}
	if got := secretMembers(reflect.TypeFor[renamed]()); len(got) != 1 {
		t.Errorf("a Go name with portal in it under an innocent json name: found %q", got)
	}
}

// secretMembers walks t as encoding/json writes it, into nested structs,
// pointers, slices and maps of any package, and names every member whose JSON
// name or Go name matches secretName.
func secretMembers(t reflect.Type) []string {
	var out []string
	walkMembers(t, "", map[reflect.Type]bool{}, &out)
	return out
}

func walkMembers(t reflect.Type, prefix string, seen map[reflect.Type]bool, out *[]string) {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
		if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
			prefix += "[]"
		}
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] || t.PkgPath() == "time" {
		return
	}
	seen[t] = true
	defer delete(seen, t)
	for i := range t.NumField() {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if tag == "-" || (!sf.IsExported() && !sf.Anonymous) {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if sf.Anonymous && name == "" {
			walkMembers(sf.Type, prefix, seen, out)
			continue
		}
		if name == "" {
			name = sf.Name
		}
		path := strings.TrimPrefix(prefix+"."+sf.Name, ".")
		if (secretName.MatchString(name) || secretName.MatchString(sf.Name)) && allowedSecretNames[name] == "" {
			*out = append(*out, fmt.Sprintf("%s (json %s)", path, name))
		}
		walkMembers(sf.Type, path, seen, out)
	}
}

// TestEveryWireTypeIsListed reads the package's source for every struct type
// with a json tag, so a new request or response type cannot escape the check
// above by being left out of wireTypes.
func TestEveryWireTypeIsListed(t *testing.T) {
	t.Parallel()
	listed := map[string]bool{}
	for _, v := range wireTypes {
		listed[reflect.TypeOf(v).Name()] = true
	}
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, e.Name(), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			spec, ok := n.(*ast.TypeSpec)
			if !ok {
				return true
			}
			if st, ok := spec.Type.(*ast.StructType); ok && hasJSONTag(st) {
				found = append(found, spec.Name.Name)
			}
			return true
		})
	}
	for _, name := range found {
		if !listed[name] {
			t.Errorf("%s has json tags but is not in wireTypes: add it", name)
		}
	}
	if len(found) < len(wireTypes) {
		t.Errorf("found %d tagged struct types, fewer than the %d listed: %v", len(found), len(wireTypes), found)
	}
}

func hasJSONTag(st *ast.StructType) bool {
	for _, f := range st.Fields.List {
		if f.Tag != nil && strings.Contains(f.Tag.Value, `json:"`) {
			return true
		}
	}
	return false
}

// TestNoPortalTokenHashLeavesInAnAnswer looks for the hashes the fake store
// holds in every advancing answer that shows recipients.
func TestNoPortalTokenHashLeavesInAnAnswer(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	batch, rows := boardFixture(as, t)
	for _, path := range []string{
		"/api/v1/send-batches/" + string(batch.ID) + "/tracking-board",
		"/api/v1/send-batches/" + string(batch.ID) + "/tracking-board?limit=100",
		"/api/v1/advance-packets/" + string(batch.PacketID) + "/send-batches",
	} {
		rec := as.do("GET", path, as.reader(), nil)
		if rec.Code != 200 {
			t.Fatalf("GET %s = %d", path, rec.Code)
		}
		for _, r := range rows {
			if strings.Contains(rec.Body.String(), r.Recipient.TokenHash) {
				t.Errorf("GET %s shows %s's token hash: %s", path, r.Recipient.Name, rec.Body)
			}
		}
		if strings.Contains(strings.ToLower(rec.Body.String()), "portal") {
			t.Errorf("GET %s has a member or value about a portal: %s", path, rec.Body)
		}
	}
}
