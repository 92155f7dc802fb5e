package identity

import (
	"regexp"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Organization is a tenant: every record, membership and token belongs to one.
type Organization struct {
	ID        kernel.ID
	Slug      string
	Name      string
	Currency  string // default ISO 4217 currency for new projects
	TimeZone  string // IANA zone, e.g. "Europe/Berlin"
	CreatedAt time.Time
}

var slugPattern = regexp.MustCompile(`^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$`)

// Validate checks the organization's fields.
func (o Organization) Validate() error {
	var fields []kernel.FieldError
	if !slugPattern.MatchString(o.Slug) {
		fields = append(fields, kernel.FieldError{Pointer: "/slug", Code: "invalid_slug",
			Detail: "slug must be 1-48 lowercase letters, digits or inner hyphens"})
	}
	if o.Name == "" {
		fields = append(fields, kernel.FieldError{Pointer: "/name", Code: "required", Detail: "name is required"})
	}
	if !kernel.ValidCurrency(o.Currency) {
		fields = append(fields, kernel.FieldError{Pointer: "/currency", Code: "invalid_currency",
			Detail: "currency must be a supported ISO 4217 code"})
	}
	if _, err := time.LoadLocation(o.TimeZone); err != nil || o.TimeZone == "" {
		fields = append(fields, kernel.FieldError{Pointer: "/time_zone", Code: "invalid_time_zone",
			Detail: "time_zone must be an IANA zone such as Europe/Berlin"})
	}
	if len(fields) > 0 {
		return kernel.Invalid("invalid organization", fields...)
	}
	return nil
}

// User is a person who signs in to the platform and may mint tokens.
type User struct {
	ID        kernel.ID
	Email     string // lower case, unique
	Name      string
	CreatedAt time.Time
}

// Membership says which role a user holds in an organization.
type Membership struct {
	OrgID     kernel.ID
	UserID    kernel.ID
	Role      Role
	CreatedAt time.Time
}

// Member is a membership together with the user who holds it, as a list of an
// organization's people shows it.
type Member struct {
	Membership
	Email string
	Name  string
}

// Principal is the authenticated caller of one request: the organization always
// comes from the token, never from the request.
type Principal struct {
	OrgID   kernel.ID
	UserID  kernel.ID
	TokenID kernel.ID
	Scopes  []Scope
}

// NewMember is what an administrator gives to add a person to an organization.
type NewMember struct {
	OrgSlug string
	Email   string
	Name    string // the user's name if the user is created; defaults to the email
	Role    Role
}
