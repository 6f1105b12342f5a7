// Combine's debounce(for:scheduler:) publishes a value only once the due time has passed with no newer one
// (Apple's documentation: "Publishes elements only after a specified time interval elapses between
// events"); each value starts the wait again. On the virtual clock (rules §15.15): "ab" goes out 200 ms after
// it came, "abc" 200 ms and 500 ms after it came; "x", still waiting when the subject finishes, is dropped
// (ObsREPL's choice, Apple does not document it) and the completion goes out on the main queue at once.
import Combine
import Foundation
let subject = PassthroughSubject<String, Never>()
var seen: [String] = []
let c = subject
    .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
    .sink { print("got", $0) }
let d = subject.debounce(for: 0.2, scheduler: RunLoop.main).sink(receiveCompletion: { print("done", $0) }, receiveValue: { print("fast", $0) })
subject.send("a")
subject.send("ab")
:advance 300ms
subject.send("abc")
:advance 400ms
:advance 200ms
subject.send("x")
subject.send(completion: .finished)
:advance 1s
// expect: fast ab
// expect: fast abc
// expect: got abc
// expect: done finished
