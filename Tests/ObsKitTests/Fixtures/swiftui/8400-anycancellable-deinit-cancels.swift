// SwiftUI from Apple's documentation: Combine, AnyCancellable
// Source: developer.apple.com/documentation/combine/anycancellable: "A type-erasing cancellable
// object that executes a provided closure when canceled." ... "An AnyCancellable instance
// automatically calls cancel() when deinitialized." init(_:): "A closure that the cancel() method
// executes."
import Combine

var token: AnyCancellable? = AnyCancellable { print("cancel closure ran") }
print("token made")
token = nil
print("token released")

let subject = PassthroughSubject<Int, Never>()
var subscription: AnyCancellable? = subject.sink { print("received \($0)") }
subject.send(1)
subscription = nil
print("subscription released")
subject.send(2)

func scoped() {
    let local = AnyCancellable { print("local token cancelled") }
    print("inside scoped, token \(local == local ? "alive" : "?")")
}
scoped()
print("after scoped")

// expect: token made
// expect: cancel closure ran
// expect: token released
// expect: received 1
// expect: subscription released
// expect: inside scoped, token alive
// expect: local token cancelled
// expect: after scoped
