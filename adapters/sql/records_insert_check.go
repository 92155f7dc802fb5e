package sql

import (
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// datasetCheck runs the checks InsertDataset makes of a dataset
// (records.Dataset.CheckOrg and Validate) in a goroutine of their own, beside the
// writing: they need nothing from the database and cost about a tenth of a seed
// at --scale 100, which the writing, waiting on the server, hides. The writer
// stops at its next table once they have failed, and InsertDataset reports their
// error, never the writing's, so that an invalid dataset still gets KindInvalid
// and nothing of it is committed.
type datasetCheck struct {
	done chan struct{}
	err  error // set before done is closed
}

// checkDataset starts the checks of d, a dataset for org.
func checkDataset(org kernel.ID, d records.Dataset) *datasetCheck {
	c := &datasetCheck{done: make(chan struct{})}
	go func() {
		defer close(c.done)
		defer func() {
			if r := recover(); r != nil {
				c.err = kernel.Internal(fmt.Errorf("checking a dataset: %v", r))
			}
		}()
		if c.err = d.CheckOrg(org); c.err != nil {
			return
		}
		// References outside d are the foreign keys' to check.
		c.err = d.Validate(func(records.Kind, kernel.ID) bool { return true })
	}()
	return c
}

// after waits for the checks and returns their error if they failed, else
// writeErr, the error of the writing they ran beside.
func (c *datasetCheck) after(writeErr error) error {
	<-c.done
	if c.err != nil {
		return c.err
	}
	return writeErr
}

// failed reports whether the checks have finished and found d invalid.
func (c *datasetCheck) failed() bool {
	select {
	case <-c.done:
		return c.err != nil
	default:
		return false
	}
}
