package identity_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

func TestAPasswordNeedsTwelveCharactersAndNoComposition(t *testing.T) {
	for pw, ok := range map[string]bool{
		"short":                        false,
		"elevenchars":                  false,
		"twelve chars":                 true,
		"ünïcödé päss":                 true, // 12 characters, more bytes
		strings.Repeat("a", 128):       true,
		strings.Repeat("a", 129):       false,
		"alllowercaseisfine":           true,
		"\xff\xfe not valid utf-8 ...": false,
	} {
		if err := identity.CheckPassword(pw); (err == nil) != ok {
			t.Errorf("CheckPassword(%q) = %v, want ok %v", pw, err, ok)
		}
	}
}
