package advancing

import "github.com/roadcase/roadcase/core/kernel"

// PortalTokenPrefix starts every portal token, the bearer secret in a recipient's
// portal link, so that people and secret scanners recognise one.
const PortalTokenPrefix = "rc_portal_"

// NewPortalToken returns a new portal token. Only kernel.HashSecret of it is
// stored; the token itself goes into the recipient's link and nowhere else.
func NewPortalToken() string { return kernel.NewSecret(PortalTokenPrefix) }
