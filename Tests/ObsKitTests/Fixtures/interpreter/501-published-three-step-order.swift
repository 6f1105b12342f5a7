// rules §6: a @Published set is (1) objectWillChange.send(), (2) $x subscribers get the new value, (3) store.
import Combine

class Model: ObservableObject {
    @Published var count = 0
}

let m = Model()
let a = m.$count.sink { print("$count got", $0, "stored", m.count) }
let b = m.objectWillChange.sink { _ in print("willChange, stored", m.count) }
m.count = 1
print("after", m.count)
m.count += 1
print("after", m.count)

// expect: $count got 0 stored 0
// expect: willChange, stored 0
// expect: $count got 1 stored 0
// expect: after 1
// expect: willChange, stored 1
// expect: $count got 2 stored 1
// expect: after 2
