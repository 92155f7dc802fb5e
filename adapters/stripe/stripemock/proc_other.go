//go:build !linux

package stripemock

import "os/exec"

// dieWithParent does nothing where the kernel offers no parent-death signal:
// a test binary killed without its cleanups leaves its stripe-mock running.
func dieWithParent(*exec.Cmd) {}
