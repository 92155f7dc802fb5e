package sql

import (
	"context"
	stdsql "database/sql"
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/roadcase/roadcase/core/kernel"
)

// TranslateError turns a driver error into a kernel error of the right kind, keeping
// the driver error as the cause:
//
//   - sql.ErrNoRows becomes KindNotFound;
//   - a unique violation (PostgreSQL 23505, SQLite "UNIQUE constraint failed")
//     becomes KindConflict;
//   - a foreign key violation (PostgreSQL 23503, SQLite "FOREIGN KEY constraint
//     failed") and other integrity or input errors (PostgreSQL class 22, 23; SQLite
//     "NOT NULL" and "CHECK constraint failed") become KindInvalid;
//   - a connection failure, a busy or locked SQLite database and a PostgreSQL
//     server that refuses work (classes 08, 53, 57P) become KindUnavailable;
//   - anything else becomes KindInternal.
//
// Errors that already carry a kernel kind, nil and context cancellation are
// returned unchanged. Store methods usually replace the generic messages with
// their own, e.g. "organization not found".
func TranslateError(err error) error {
	if err == nil {
		return nil
	}
	if _, ok := kernel.AsError(err); ok {
		return err
	}
	if errors.Is(err, context.Canceled) {
		return err
	}
	if errors.Is(err, context.DeadlineExceeded) {
		// The request's deadline ended the wait for the database (SQLite
		// interrupts a running statement): the database did not answer in
		// time, a 503, not a bug. errors.Is still finds the deadline.
		return kernel.Unavailable("database unavailable", err)
	}
	if errors.Is(err, stdsql.ErrNoRows) {
		return &kernel.Error{Kind: kernel.KindNotFound, Code: "not_found", Message: "not found", Err: err}
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return translatePostgres(pgErr.Code, err)
	}
	if k, ok := sqliteKind(err.Error()); ok {
		return withKind(k, err)
	}
	if isConnectionError(err) {
		return kernel.Unavailable("database unavailable", err)
	}
	return kernel.Internal(err)
}

func translatePostgres(code string, err error) error {
	switch {
	case code == "23505":
		return withKind(kernel.KindConflict, err)
	case code == "23503":
		return &kernel.Error{Kind: kernel.KindInvalid, Code: "invalid_reference",
			Message: "a referenced record does not exist", Err: err}
	case strings.HasPrefix(code, "22"), strings.HasPrefix(code, "23"):
		return withKind(kernel.KindInvalid, err)
	case strings.HasPrefix(code, "08"), strings.HasPrefix(code, "53"), strings.HasPrefix(code, "57P"),
		code == "57014", code == "55P03": // statement_timeout, lock_timeout: serve's bounds on a wait
		return kernel.Unavailable("database unavailable", err)
	}
	return kernel.Internal(err)
}

// sqliteKind classifies SQLite errors by their message, which both the pure-Go and
// the cgo driver report in SQLite's own words.
func sqliteKind(msg string) (kernel.Kind, bool) {
	switch {
	case strings.Contains(msg, "UNIQUE constraint failed"):
		return kernel.KindConflict, true
	case strings.Contains(msg, "FOREIGN KEY constraint failed"),
		strings.Contains(msg, "NOT NULL constraint failed"),
		strings.Contains(msg, "CHECK constraint failed"):
		return kernel.KindInvalid, true
	case strings.Contains(msg, "database is locked"), strings.Contains(msg, "SQLITE_BUSY"),
		strings.Contains(msg, "unable to open database file"):
		return kernel.KindUnavailable, true
	}
	return 0, false
}

func withKind(k kernel.Kind, err error) error {
	switch k {
	case kernel.KindConflict:
		return &kernel.Error{Kind: k, Code: "conflict", Message: "the record already exists", Err: err}
	case kernel.KindInvalid:
		msg := "the record breaks a database constraint"
		if strings.Contains(err.Error(), "FOREIGN KEY") {
			return &kernel.Error{Kind: k, Code: "invalid_reference",
				Message: "a referenced record does not exist", Err: err}
		}
		return &kernel.Error{Kind: k, Code: "invalid", Message: msg, Err: err}
	case kernel.KindUnavailable:
		return kernel.Unavailable("database unavailable", err)
	}
	return kernel.Internal(err)
}

// isConnectionError reports whether err says the connection failed: the network
// (a read or write timeout included), a server gone, or pgx's own connect and
// timeout errors.
func isConnectionError(err error) bool {
	var netErr net.Error
	var connectErr *pgconn.ConnectError
	return errors.As(err, &netErr) || errors.As(err, &connectErr) || pgconn.Timeout(err) ||
		pgconn.SafeToRetry(err) ||
		errors.Is(err, driver.ErrBadConn) ||
		errors.Is(err, stdsql.ErrConnDone) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET)
}
