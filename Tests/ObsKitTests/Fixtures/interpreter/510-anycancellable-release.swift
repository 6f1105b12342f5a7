// An AnyCancellable runs its cancel closure once: on cancel(), or when released.
import Combine

var a: AnyCancellable? = AnyCancellable { print("a cancelled") }
var b: AnyCancellable? = AnyCancellable { print("b cancelled") }
b?.cancel()
b?.cancel()
print("releasing")
a = nil
b = nil
print("end")

// expect: b cancelled
// expect: releasing
// expect: a cancelled
// expect: end
