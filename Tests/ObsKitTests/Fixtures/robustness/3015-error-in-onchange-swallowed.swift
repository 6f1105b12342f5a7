// Class: swallowed error. A fatalError inside withObservationTracking's onChange is lost: the script goes
// on and prints "after". swiftc 6.3.1: the program stops with "Fatal error: inside onChange" (before
// "after"). ObsREPL reports the error at the end of the turn (Observation calls onChange inside a willSet,
// where nothing can be thrown), which stops the script; no other onChange runs after it.
import Observation
@Observable final class M { var n = 0 }
let m = M()
withObservationTracking { _ = m.n } onChange: { fatalError("inside onChange") }
m.n = 1
print("after")
// expect-error: Fatal error: inside onChange
