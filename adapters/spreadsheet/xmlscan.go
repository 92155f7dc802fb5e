package spreadsheet

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// xmlScan is a small, fast XML tokenizer for a worksheet part, which is a
// large file of a few kinds of element: encoding/xml allocates for every
// token and reads a 100,000-row sheet several times slower. It reads
// well-formed XML as encoding/xml does (its fuzz test compares the two);
// it does not check that tags nest, and refuses a document type
// declaration, a declared encoding other than UTF-8, text that is not
// UTF-8 or not XML characters, an unknown entity, and a tag or text longer
// than maxToken.
type xmlScan struct {
	r          *bufio.Reader
	name       []byte   // the local name of the last start or end tag
	attrs      [][2]int // the last start tag's attributes: offsets into tag
	tag        []byte
	text       []byte // the last text token, raw (CDATA unescaped)
	cdata      bool   // whether text is a CDATA section
	atTag      bool   // whether the '<' of the next tag was read
	pendingEnd bool   // whether the last start tag closed itself
	long       []byte
}

// The kinds of token next returns.
const (
	tokEOF = iota
	tokStart
	tokEnd
	tokText
)

// maxToken is the longest tag, comment or text the scanner reads; a cell
// of the most characters, all written as entities, fits.
const maxToken = 1 << 20

var errTokenTooLong = errors.New("a tag or text is longer than any cell can be")

func newXMLScan(r io.Reader) *xmlScan {
	return &xmlScan{r: bufio.NewReaderSize(r, 64<<10)}
}

// readUntil reads through the next delim, the slice valid until the next read.
func (s *xmlScan) readUntil(delim byte) ([]byte, error) {
	b, err := s.r.ReadSlice(delim)
	if !errors.Is(err, bufio.ErrBufferFull) {
		return b, err
	}
	s.long = append(s.long[:0], b...)
	for {
		b, err = s.r.ReadSlice(delim)
		s.long = append(s.long, b...)
		if len(s.long) > maxToken {
			return nil, errTokenTooLong
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return s.long, err
		}
	}
}

// readThrough reads through the next end (which ends with '>'), the
// slice valid until the next read.
func (s *xmlScan) readThrough(end string) ([]byte, error) {
	b, err := s.readUntil('>')
	if err != nil || bytes.HasSuffix(b, []byte(end)) {
		return b, err
	}
	acc := append([]byte(nil), b...)
	for !bytes.HasSuffix(acc, []byte(end)) {
		if b, err = s.readUntil('>'); err != nil {
			return nil, err
		}
		if acc = append(acc, b...); len(acc) > maxToken {
			return nil, errTokenTooLong
		}
	}
	return acc, nil
}

// next returns the next token's kind; its name, attributes or text are the
// scanner's until the following call.
func (s *xmlScan) next() (int, error) {
	if s.pendingEnd {
		s.pendingEnd = false
		return tokEnd, nil
	}
	for {
		if !s.atTag {
			b, err := s.readUntil('<')
			if errors.Is(err, io.EOF) {
				if len(b) > 0 {
					s.text, s.cdata = b, false
					return tokText, nil
				}
				return tokEOF, nil
			}
			if err != nil {
				return 0, err
			}
			s.atTag = true
			if len(b) > 1 {
				s.text, s.cdata = b[:len(b)-1], false
				return tokText, nil
			}
		}
		s.atTag = false
		kind, err := s.markup()
		if kind != 0 || err != nil {
			return kind, unexpectedEOF(err)
		}
	}
}

// unexpectedEOF is err, an end of file in the middle of markup said so.
func unexpectedEOF(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

// markup reads the markup after a '<': a tag, a CDATA section (text), or a
// comment or processing instruction (skipped: kind 0).
func (s *xmlScan) markup() (int, error) {
	c, err := s.r.ReadByte()
	if err != nil {
		return 0, err
	}
	switch c {
	case '/':
		b, err := s.readUntil('>')
		if err != nil {
			return 0, err
		}
		s.name = localName(bytes.TrimSpace(b[:len(b)-1]))
		return tokEnd, nil
	case '?':
		b, err := s.readThrough("?>")
		if err != nil {
			return 0, err
		}
		return 0, checkDeclaration(b)
	case '!':
		return s.bang()
	}
	if err := s.r.UnreadByte(); err != nil {
		return 0, err
	}
	return tokStart, s.startTag()
}

// bang reads a comment (skipped) or a CDATA section (text) after "<!"; a
// document type declaration is refused.
func (s *xmlScan) bang() (int, error) {
	head, err := s.r.Peek(2)
	if err == nil && string(head) == "--" {
		_, err = s.readThrough("-->")
		return 0, err
	}
	head, err = s.r.Peek(7)
	if err != nil || string(head) != "[CDATA[" {
		return 0, fmt.Errorf("a document type declaration or unknown markup <!%s", head)
	}
	b, err := s.readThrough("]]>")
	if err != nil {
		return 0, err
	}
	s.text, s.cdata = b[7:len(b)-3], true
	return tokText, nil
}
