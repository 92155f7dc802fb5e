package spreadsheet

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// scanned is the tokens of doc as xmlScan reads them: "<name a=v>",
// "</name>" and text, adjacent texts joined.
func scanned(doc []byte) ([]string, error) {
	s := newXMLScan(bytes.NewReader(doc))
	var out []string
	text := false
	for {
		kind, err := s.next()
		if err != nil {
			return nil, err
		}
		switch kind {
		case tokEOF:
			return out, nil
		case tokStart:
			tok := "<" + string(s.name)
			for k := 0; k < len(s.attrs); k += 2 {
				name := string(localName(bytes.TrimSpace(s.tag[s.attrs[k][0]:s.attrs[k][1]])))
				v, err := appendText(nil, s.tag[s.attrs[k+1][0]:s.attrs[k+1][1]], false)
				if err != nil {
					return nil, err
				}
				tok += " " + name + "=" + string(v)
			}
			out, text = append(out, tok+">"), false
		case tokEnd:
			out, text = append(out, "</"+string(s.name)+">"), false
		case tokText:
			v, err := appendText(nil, s.text, s.cdata)
			if err != nil {
				return nil, err
			}
			if text {
				out[len(out)-1] += string(v)
			} else if len(v) > 0 {
				out, text = append(out, string(v)), true
			}
		}
	}
}

// decoded is the same tokens as encoding/xml reads them.
func decoded(doc []byte) ([]string, error) {
	dec := xml.NewDecoder(bytes.NewReader(doc))
	var out []string
	text := false
	for {
		tok, err := dec.RawToken()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			s := "<" + t.Name.Local
			for _, a := range t.Attr {
				s += " " + a.Name.Local + "=" + a.Value
			}
			out, text = append(out, s+">"), false
		case xml.EndElement:
			out, text = append(out, "</"+t.Name.Local+">"), false
		case xml.CharData:
			if text {
				out[len(out)-1] += string(t)
			} else if len(t) > 0 {
				out, text = append(out, string(t)), true
			}
		case xml.Directive:
			return nil, errors.New("a directive")
		}
	}
}

// FuzzXMLScan checks that xmlScan reads every document encoding/xml reads
// (strictly, tags nested) into the same tokens.
func FuzzXMLScan(f *testing.F) {
	for _, seed := range []string{
		`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://x" xmlns:r="http://r"><sheetData><row r="1" spans="1:2"><c r="A1" s="1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t xml:space="preserve"> a &amp; b &#233;&#x20AC;</t></is></c></row><row r="2"/></sheetData></worksheet>`,
		"<a x='1&gt;2' y = \"q'\"><!-- c -- d --><![CDATA[<not a tag> & ]]>\r\nline\rend</a>",
		`<x:c r="A1"><x:v>1.5</x:v></x:c>`,
		"<a>text with \xe9 invalid</a>",
		`<a>&unknown;</a>`,
		`<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>`,
		`<?xml version="1.0" encoding="UTF-16"?><a/>`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		want, err := decoded(doc)
		if err != nil || !wellNested(doc) {
			return
		}
		got, err := scanned(doc)
		if errors.Is(err, errEncoding) {
			return // refused however the declaration is spaced; encoding/xml sees only encoding="…"
		}
		if err != nil {
			t.Fatalf("xmlScan refused what encoding/xml reads: %v\n%q", err, doc)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("xmlScan read %q\nencoding/xml %q", got, want)
		}
	})
}

// wellNested reports whether encoding/xml reads doc strictly to its end.
func wellNested(doc []byte) bool {
	dec := xml.NewDecoder(bytes.NewReader(doc))
	for {
		_, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return true
		}
		if err != nil {
			return false
		}
	}
}

func TestXMLScanRefuses(t *testing.T) {
	t.Parallel()
	for doc, want := range map[string]string{
		`<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>`:    "document type",
		`<?xml version="1.0" encoding="UTF-16"?><a/>`: "not in UTF-8",
		"<a>caf\xe9</a>": "UTF-8",
		"<a>&e;</a>":     "unknown entity",
		"<a>\x01</a>":    "control character",
		"<a b=c>":        "unquoted",
		"<a>" + strings.Repeat("x", maxToken+1) + "</a>": "longer than any cell",
		"<a b='": "unexpected EOF",
	} {
		_, err := scanned([]byte(doc))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.40q: got %v, want %q", doc, err, want)
		}
	}
}
