package spreadsheet

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// startTag reads a start tag through its '>' (a '>' in a quoted attribute
// value does not end it) and splits it into its name and attributes.
func (s *xmlScan) startTag() error {
	s.tag = s.tag[:0]
	quote := byte(0)
	for {
		b, err := s.readUntil('>')
		if err != nil {
			return err
		}
		start := len(s.tag)
		if s.tag = append(s.tag, b...); len(s.tag) > maxToken {
			return errTokenTooLong
		}
		for _, c := range s.tag[start:] {
			switch {
			case quote != 0 && c == quote:
				quote = 0
			case quote == 0 && (c == '"' || c == '\''):
				quote = c
			}
		}
		if quote == 0 {
			break
		}
	}
	tag := s.tag[:len(s.tag)-1]
	if n := len(tag); n > 0 && tag[n-1] == '/' {
		tag, s.pendingEnd = tag[:n-1], true
	}
	end := bytes.IndexAny(tag, " \t\r\n")
	if end < 0 {
		end = len(tag)
	}
	s.name = localName(tag[:end])
	s.attrs = s.attrs[:0]
	for i := end; i < len(tag); {
		for i < len(tag) && isSpace(tag[i]) {
			i++
		}
		if i == len(tag) {
			break
		}
		eq := bytes.IndexByte(tag[i:], '=')
		if eq < 0 {
			return fmt.Errorf("an attribute without a value in <%s>", tag)
		}
		nameEnd := i + eq
		j := nameEnd + 1
		for j < len(tag) && isSpace(tag[j]) {
			j++
		}
		if j == len(tag) || (tag[j] != '"' && tag[j] != '\'') {
			return fmt.Errorf("an unquoted attribute value in <%s>", tag)
		}
		closing := bytes.IndexByte(tag[j+1:], tag[j])
		if closing < 0 {
			return fmt.Errorf("an unclosed attribute value in <%s>", tag)
		}
		s.attrs = append(s.attrs, [2]int{i, nameEnd}, [2]int{j + 1, j + 1 + closing})
		i = j + 2 + closing
	}
	return nil
}

// attr returns the value of the last start tag's attribute with the local
// name name, nil when it has none. The value is the scanner's until the
// next call.
func (s *xmlScan) attr(name string) ([]byte, error) {
	for k := 0; k+1 < len(s.attrs); k += 2 {
		n := s.tag[s.attrs[k][0]:s.attrs[k][1]]
		if string(localName(bytes.TrimSpace(n))) == name {
			v := s.tag[s.attrs[k+1][0]:s.attrs[k+1][1]]
			if bytes.IndexByte(v, '&') < 0 && bytes.IndexByte(v, '\r') < 0 {
				return v, nil // most values need no change
			}
			return appendText(nil, v, false)
		}
	}
	return nil, nil
}

// localName is a name without its namespace prefix.
func localName(b []byte) []byte {
	if i := bytes.IndexByte(b, ':'); i > 0 && i < len(b)-1 {
		return b[i+1:]
	}
	return b
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// checkDeclaration refuses an XML declaration of an encoding other than UTF-8.
func checkDeclaration(pi []byte) error {
	if !bytes.HasPrefix(pi, []byte("xml")) || len(pi) > 3 && !isSpace(pi[3]) {
		return nil
	}
	i := bytes.Index(pi, []byte("encoding"))
	if i < 0 {
		return nil
	}
	rest := bytes.TrimLeft(pi[i+len("encoding"):], " \t\r\n=")
	if len(rest) > 0 && (rest[0] == '"' || rest[0] == '\'') {
		if j := bytes.IndexByte(rest[1:], rest[0]); j >= 0 {
			enc := string(bytes.ToLower(rest[1 : 1+j]))
			if enc != "" && enc != "utf-8" && enc != "utf8" {
				return fmt.Errorf("%w: %q", errEncoding, rest[1:1+j])
			}
		}
	}
	return nil
}

var (
	errNotUTF8  = errors.New("text that is not valid UTF-8")
	errEncoding = errors.New("the part is not in UTF-8 but in the encoding it declares")
)

// appendText appends raw text (or an attribute value) to dst as its
// characters: line ends made LF, entities replaced (not in CDATA).
// Text that is not UTF-8, a character XML does not allow, and an unknown
// entity are errors.
func appendText(dst, raw []byte, cdata bool) ([]byte, error) {
	for i := 0; i < len(raw); {
		c := raw[i]
		switch {
		case c == '\r':
			dst = append(dst, '\n')
			i++
			if i < len(raw) && raw[i] == '\n' {
				i++
			}
			continue
		case c == '&' && !cdata:
			end := bytes.IndexByte(raw[i:], ';')
			if end < 0 {
				return nil, fmt.Errorf("an unterminated entity %q", raw[i:min(len(raw), i+10)])
			}
			r, ok := entity(raw[i+1 : i+end])
			if !ok || !xmlChar(r) {
				return nil, fmt.Errorf("an unknown entity or character %q", raw[i:i+end+1])
			}
			dst = utf8.AppendRune(dst, r)
			i += end + 1
			continue
		case c < utf8.RuneSelf:
			if c < 0x20 && c != '\t' && c != '\n' {
				return nil, fmt.Errorf("the control character %U", rune(c))
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, n := utf8.DecodeRune(raw[i:])
		if r == utf8.RuneError && n <= 1 {
			return nil, errNotUTF8
		}
		if !xmlChar(r) {
			return nil, fmt.Errorf("the character %U, which XML does not allow", r)
		}
		dst = append(dst, raw[i:i+n]...)
		i += n
	}
	return dst, nil
}

// entity is the character an entity reference (without & and ;) stands for.
func entity(name []byte) (rune, bool) {
	switch string(name) {
	case "lt":
		return '<', true
	case "gt":
		return '>', true
	case "amp":
		return '&', true
	case "quot":
		return '"', true
	case "apos":
		return '\'', true
	}
	if len(name) < 2 || name[0] != '#' {
		return 0, false
	}
	base, digits := 10, name[1:]
	if digits[0] == 'x' {
		base, digits = 16, digits[1:]
	}
	n, err := strconv.ParseUint(string(digits), base, 32)
	return rune(n), err == nil && len(digits) > 0 && digits[0] != '+' && digits[0] != '-'
}

// xmlChar reports whether r is a character XML 1.0 allows.
func xmlChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D || r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}
