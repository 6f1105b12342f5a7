// PassthroughSubject: no initial value; values sent before subscribing are lost;
// nothing is delivered after completion
import Combine

let subject = PassthroughSubject<String, Never>()
subject.send("lost")
let c = subject.sink(
    receiveCompletion: { _ in print("finished") },
    receiveValue: { print("got", $0) }
)
subject.send("a")
subject.send("b")
subject.send(completion: .finished)
subject.send("ignored")
print("end")

// expect: got a
// expect: got b
// expect: finished
// expect: end
