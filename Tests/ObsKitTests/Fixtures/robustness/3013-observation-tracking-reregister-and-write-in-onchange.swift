// Class: hang (--max-steps does not stop it; the external measurement's "withObservationTracking
// re-registering in onChange"). Each onChange registers a new tracking and then writes the tracked property,
// which fires the new tracking's onChange at once, without end. swiftc 6.3.1: the program does not finish
// either (killed after 20 s; real Observation calls onChange in willSet, so this recursion or loop never
// ends). ObsREPL stops observation callbacks nested more than 2,000 deep with its stack-overflow error (each
// level costs more than the one before: the registrar copies its growing list of observers).
import Observation
@Observable final class M { var n = 0 }
let m = M()
func track() { withObservationTracking { _ = m.n } onChange: { track(); m.n += 1 } }
track()
m.n = 1
print("end")
// expect-error: Fatal error:
