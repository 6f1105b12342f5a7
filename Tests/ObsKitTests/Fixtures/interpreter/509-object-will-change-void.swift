// objectWillChange's Output is Void: `{ ... }` without a parameter works, as in Swift. A class's own
// ObservableObjectPublisher is sent by its @Published properties too.
import Combine

class Manual: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @Published var flag = false
}

let m = Manual()
let c = m.objectWillChange.sink { print("will change, flag", m.flag) }
m.objectWillChange.send()
m.flag = true
print("flag", m.flag)

// expect: will change, flag false
// expect: will change, flag false
// expect: flag true
