// objectWillChange fires before a @Published property changes (no initial emission)
import Combine

class Model: ObservableObject {
    @Published var count = 0
    @Published var name = "a"
}

let m = Model()
let c = m.objectWillChange.sink { _ in
    print("will change; count is still", m.count)
}
print("subscribed")
m.count = 1
print("now", m.count)
m.count = 5
print("now", m.count)
m.name = "b"

// expect: subscribed
// expect: will change; count is still 0
// expect: now 1
// expect: will change; count is still 1
// expect: now 5
// expect: will change; count is still 5
