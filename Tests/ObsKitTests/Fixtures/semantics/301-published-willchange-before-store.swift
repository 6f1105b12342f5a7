// rules §6: a @Published set sends objectWillChange first, then the $prop value, then stores.
// There is no equality check: setting the same value publishes again.
import Combine

final class Holder: ObservableObject {
    @Published var value = 0
}

let h = Holder()
let will = h.objectWillChange.sink { _ in print("willChange, stored", h.value) }
let values = h.$value.sink { print("value", $0, "stored", h.value) }
h.value = 7
print("after first set", h.value)
h.value = 7
print("after same set", h.value)

// expect: value 0 stored 0
// expect: willChange, stored 0
// expect: value 7 stored 0
// expect: after first set 7
// expect: willChange, stored 7
// expect: value 7 stored 7
// expect: after same set 7
