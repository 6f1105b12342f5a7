// delay(for:scheduler:) delivers each value, and the completion, that long after it came, in order (Apple,
// "delay(for:tolerance:scheduler:options:)": "Delays delivery of all output to the downstream receiver by a
// specified amount of time on a particular scheduler"). On the virtual clock (rules §15.15) `:advance` moves it.
import Combine
import Foundation

let subject = PassthroughSubject<String, Never>()
let token = subject
    .delay(for: .seconds(1), scheduler: DispatchQueue.main)
    .sink(receiveCompletion: { print("delayed:", $0) }, receiveValue: { print("got", $0) })
subject.send("a")
:advance 500ms
subject.send("b")
subject.send(completion: .finished)
print("both sent")
:advance 500ms
print("one second in")
:advance 500ms
// expect: both sent
// expect: got a
// expect: one second in
// expect: got b
// expect: delayed: finished
