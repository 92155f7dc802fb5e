package app

import (
	"fmt"
	"sync"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
)

// contract is one type's prepared contract: its schema compiled into the
// validator and its fitter, made once, at the type's first use.
type contract struct {
	once   sync.Once
	fitter *documents.Fitter
	err    error
}

// prepare compiles t's schema into the validator and builds its fitter, the
// first time t is used; later calls return what the first one made. A
// contract that cannot be prepared is an internal error: the catalog is
// compiled into the binary, and Check, which its tests run, refuses one.
func (s *Service) prepare(t documents.Type) (*documents.Fitter, error) {
	c, ok := s.contracts[t.Key]
	if !ok {
		return nil, kernel.Internal(fmt.Errorf("documents: %s is not in the catalog the service was built with", t.Key))
	}
	c.once.Do(func() {
		if err := s.validator.Compile(t.Key, t.Schema); err != nil {
			c.err = fmt.Errorf("%s: %w", t.Key, err)
			return
		}
		if c.fitter, c.err = documents.NewFitter(t.Schema); c.err != nil {
			c.err = fmt.Errorf("%s: %w", t.Key, c.err)
		}
	})
	if c.err != nil {
		return nil, kernel.Internal(c.err)
	}
	return c.fitter, nil
}
