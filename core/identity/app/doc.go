// Package app holds the identity use cases, in two types over the same stores.
//
// Service is the use cases of tokens and members. It mints, lists and revokes
// personal access tokens (ports.Tokens: the command line and the platform's API
// settings both mint through it, under one set of rules), authenticates a bearer
// secret and reads the caller's current role at every request
// (ports.Authenticator), and writes tokens' last use in the background. It adds,
// lists, changes and removes members as an operator does from the command line
// (ports.Members), keeping an owner in every organization, and sets up
// organizations, users and memberships idempotently for the demo and the seed.
//
// Accounts is the use cases of people on the platform's pages (ports.Accounts):
// sign-up with an organization, e-mail verification, sign-in throttled per account
// and per network address, password reset and change, and the operator's
// SetPassword. It is also an organization's team as its administrators manage it
// (ports.Team): members, invitations mailed as single-use links, role changes and
// removals, with the actor's role read at every call; role changes and removals
// go through Service in the same transaction. Accounts hashes and screens
// passwords, mails links and builds their addresses through driven ports
// (ports.PasswordHasher, ports.PasswordScreen, ports.Mailer, ports.AccountLinks).
//
// Service works through ports.IdentityStore and ports.TxRunner; Accounts adds
// ports.AccountStore. Neither sees a database.
package app
