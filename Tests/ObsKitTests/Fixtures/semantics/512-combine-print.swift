// print(_:) logs every event with the prefix and a colon, or bare without one (Apple, "print(_:to:)": its
// example prints "Logged a message: receive subscription: ...", "request unlimited", "receive value: (1)",
// "receive finished"); a failure is "receive error: (...)" and a cancel "receive cancel", as Combine writes them.
import Combine

enum Problem: Error { case bad }
let numbers = [1, 2].publisher.print("nums").sink { _ in }
let subject = PassthroughSubject<String, Problem>()
let s = subject.print().sink(receiveCompletion: { _ in }, receiveValue: { _ in })
subject.send("hi")
subject.send(completion: .failure(.bad))
let other = PassthroughSubject<Int, Never>()
let c = other.print("watch").sink { _ in }
c.cancel()
// expect: nums: receive subscription: ([1, 2])
// expect: nums: request unlimited
// expect: nums: receive value: (1)
// expect: nums: receive value: (2)
// expect: nums: receive finished
// expect: receive subscription: (PassthroughSubject)
// expect: request unlimited
// expect: receive value: (hi)
// expect: receive error: (bad)
// expect: watch: receive subscription: (PassthroughSubject)
// expect: watch: request unlimited
// expect: watch: receive cancel
