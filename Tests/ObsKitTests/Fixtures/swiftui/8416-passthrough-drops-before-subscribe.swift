// SwiftUI from Apple's documentation: Combine, PassthroughSubject
// Source: developer.apple.com/documentation/combine/passthroughsubject: "A subject that broadcasts
// elements to downstream subscribers." "Unlike CurrentValueSubject, a PassthroughSubject doesn't
// have an initial value or a buffer of the most recently-published element. A PassthroughSubject
// drops values if there are no subscribers, or its current demand is zero."
import Combine

let events = PassthroughSubject<String, Never>()
events.send("lost 1")
events.send("lost 2")

var received: [String] = []
var cancellable: AnyCancellable? = events.sink { received.append($0) }
print("subscribed, received \(received)")
events.send("kept 1")
events.send("kept 2")
cancellable = nil
events.send("lost 3")
print("received \(received)")

var late: [String] = []
let lateSub = events.sink { late.append($0) }
print("late subscriber starts with \(late)")
events.send("kept 3")
print("late subscriber has \(late)")
_ = lateSub

// expect: subscribed, received []
// expect: received ["kept 1", "kept 2"]
// expect: late subscriber starts with []
// expect: late subscriber has ["kept 3"]
