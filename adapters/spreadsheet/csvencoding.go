package spreadsheet

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// The encodings a CSV file is read in, as Workbook.Encoding names them.
const (
	encUTF8    = "UTF-8"
	encUTF16LE = "UTF-16LE"
	encUTF16BE = "UTF-16BE"
	encCP1252  = "Windows-1252"
)

// sniffLen is how much of a file its encoding and whether it is text are
// judged by.
const sniffLen = 8 << 10

// decodeText returns a CSV file's text in UTF-8 and the encoding it was in:
// UTF-8 (with or without a byte order mark), UTF-16 by its byte order mark or,
// without one, by where its zero bytes fall, and else Windows-1252 for a file
// that is not valid UTF-8. A file with zero bytes or control characters that
// text does not have is refused as binary.
func decodeText(data []byte) (string, string, error) {
	var enc encoding.Encoding
	name := ""
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		if i := invalidUTF8At(data[3:]); i >= 0 {
			return "", "", invalid("bad_encoding", fmt.Sprintf("the file says it is UTF-8 but is not (byte %d): save it again as CSV UTF-8", i+4))
		}
		return checkTextual(string(data[3:]), encUTF8)
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		enc, name = unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM), encUTF16LE
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		enc, name = unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM), encUTF16BE
	default:
		switch zerosAt(data[:min(len(data), sniffLen)]) {
		case 1:
			enc, name = unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), encUTF16LE
		case 0:
			enc, name = unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), encUTF16BE
		default:
			if utf8.Valid(data) {
				return checkTextual(string(data), encUTF8)
			}
			enc, name = charmap.Windows1252, encCP1252
		}
	}
	text, err := enc.NewDecoder().Bytes(data)
	if err != nil {
		return "", "", invalid("bad_encoding", fmt.Sprintf("the file cannot be read as %s text: %v", name, err))
	}
	return checkTextual(string(text), name)
}

// zerosAt tells UTF-16 without a byte order mark by its zero bytes: 1 when
// most odd bytes are zero and almost no even ones (little endian, as ASCII
// text is), 0 for the reverse (big endian), -1 otherwise.
func zerosAt(b []byte) int {
	var zeros [2]int
	for i, c := range b {
		if c == 0 {
			zeros[i%2]++
		}
	}
	half := len(b) / 2
	switch {
	case half == 0:
		return -1
	case zeros[1]*10 >= half*4 && zeros[0]*20 < half:
		return 1
	case zeros[0]*10 >= half*4 && zeros[1]*20 < half:
		return 0
	}
	return -1
}

// checkTextual refuses text whose beginning holds a zero or more than a few
// control characters: a binary file, not a CSV file.
func checkTextual(s, name string) (string, string, error) {
	s = trimBOM(s)
	controls := 0
	for _, r := range s[:min(len(s), sniffLen)] {
		if r == 0 || (r < 0x20 && r != '\t' && r != '\n' && r != '\r' && r != '\f') {
			controls++
		}
	}
	if controls > 0 && (bytes.IndexByte([]byte(s[:min(len(s), sniffLen)]), 0) >= 0 || controls*100 > min(len(s), sniffLen)) {
		return "", "", invalid("binary", "the file is neither an .xlsx workbook nor a CSV text file: save it as .xlsx or .csv")
	}
	return s, name, nil
}

// trimBOM drops a byte order mark left at the start of decoded text.
func trimBOM(s string) string {
	if len(s) >= 3 && s[:3] == "\uFEFF" {
		return s[3:]
	}
	return s
}

// invalidUTF8At is the offset of the first byte of b that is not UTF-8, -1
// when b is valid UTF-8.
func invalidUTF8At(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return -1
}
