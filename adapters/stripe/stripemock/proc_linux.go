package stripemock

import (
	"os/exec"
	"syscall"
)

// dieWithParent has the kernel kill stripe-mock when the test binary dies
// without running its cleanups (go test's timeout panics, a kill -9), so that
// no stripe-mock outlives the tests. Go never retires the thread that started
// it, since Start does not lock it.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
