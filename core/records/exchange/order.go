package exchange

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// keyer remembers, per kind, the document key and the position Export gave each
// stored id, so that later kinds can write references as keys and sort by them.
type keyer struct {
	keys map[records.Kind]map[kernel.ID]string
	pos  map[records.Kind]map[kernel.ID]int
}

func newKeyer() *keyer {
	return &keyer{keys: map[records.Kind]map[kernel.ID]string{}, pos: map[records.Kind]map[kernel.ID]int{}}
}

// ref returns the key of the record of kind with id. A reference to a record the
// dataset does not hold is written as the stored id, so that importing the document
// fails with a message naming it rather than silently pointing elsewhere.
func (k *keyer) ref(kind records.Kind, id kernel.ID) string {
	if key, ok := k.keys[kind][id]; ok {
		return key
	}
	return string(id)
}

// optRef is ref for an optional reference: nil when id is zero.
func (k *keyer) optRef(kind records.Kind, id kernel.ID) *string {
	if id.IsZero() {
		return nil
	}
	r := k.ref(kind, id)
	return &r
}

// refs returns the keys of ids in key order: a reference list is a set.
func (k *keyer) refs(kind records.Kind, ids []kernel.ID) []string {
	sorted := slices.Clone(ids)
	slices.SortFunc(sorted, func(a, b kernel.ID) int {
		return cmp.Or(strings.Compare(k.sortPos(kind, a), k.sortPos(kind, b)), strings.Compare(string(a), string(b)))
	})
	out := make([]string, 0, len(sorted))
	for _, id := range sorted {
		out = append(out, k.ref(kind, id))
	}
	return out
}

// sortPos is a sortable text for the position of a referenced record; unknown and
// absent references sort after known ones.
func (k *keyer) sortPos(kind records.Kind, id kernel.ID) string {
	if p, ok := k.pos[kind][id]; ok {
		return fmt.Sprintf("%09d", p)
	}
	return "~" + string(id)
}

// entry is one record on its way into the document: its converted form, the stored
// id (the last tie-breaker), its natural sort text and its JSON without key.
type entry[T any] struct {
	dto     T
	id      kernel.ID
	natural string
	body    []byte
}

func newEntry[T any](dto T, id kernel.ID, natural ...string) entry[T] {
	body, err := json.Marshal(dto)
	if err != nil {
		panic("exchange: encoding a record failed: " + err.Error())
	}
	return entry[T]{dto: dto, id: id, natural: strings.Join(natural, "\x00"), body: body}
}

// place sorts es by content (natural fields, then the whole record), gives each the
// key prefix-N in that order, remembers the keys for references, and returns the
// records. The stored id decides only between records equal in every field.
func place[T any](k *keyer, kind records.Kind, prefix string, es []entry[T], setID func(*T, string)) []T {
	slices.SortStableFunc(es, func(a, b entry[T]) int {
		return cmp.Or(strings.Compare(a.natural, b.natural), bytes.Compare(a.body, b.body),
			strings.Compare(string(a.id), string(b.id)))
	})
	keys := make(map[kernel.ID]string, len(es))
	pos := make(map[kernel.ID]int, len(es))
	out := make([]T, len(es))
	for i := range es {
		key := fmt.Sprintf("%s-%d", prefix, i+1)
		keys[es[i].id] = key
		pos[es[i].id] = i
		setID(&es[i].dto, key)
		out[i] = es[i].dto
	}
	k.keys[kind] = keys
	k.pos[kind] = pos
	return out
}

// sortNested puts nested items that form a set (contacts, payments) in content order:
// the natural text first, then the whole item. Nothing refers to a nested item, so
// equal items are interchangeable. Tiers, invoice lines and rooms are not sorted:
// their author chose their order and every store preserves it.
func sortNested[T any](items []T, natural func(T) string) []T {
	type pair struct {
		natural string
		body    []byte
		item    T
	}
	ps := make([]pair, len(items))
	for i, it := range items {
		body, err := json.Marshal(it)
		if err != nil {
			panic("exchange: encoding a nested item failed: " + err.Error())
		}
		ps[i] = pair{natural(it), body, it}
	}
	slices.SortStableFunc(ps, func(a, b pair) int {
		return cmp.Or(strings.Compare(a.natural, b.natural), bytes.Compare(a.body, b.body))
	})
	out := make([]T, len(ps))
	for i, p := range ps {
		out[i] = p.item
	}
	return out
}

// instant writes t as RFC 3339 in UTC.
func instant(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

// optInstant writes a nullable instant.
func optInstant(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := instant(*t)
	return &s
}

// sortInstant is a fixed-width text of t that sorts chronologically.
func sortInstant(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000000") }

// optDate writes a date, or null when it is unset.
func optDate(d kernel.Date) *string {
	if d.IsZero() {
		return nil
	}
	s := string(d)
	return &s
}
