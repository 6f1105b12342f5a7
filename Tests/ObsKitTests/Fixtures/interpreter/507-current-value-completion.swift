// After send(completion:) a subject ignores sends; a later subscriber gets only the completion.
import Combine

let subject = CurrentValueSubject<Int, Never>(7)
let c1 = subject.sink(receiveCompletion: { print("c1", $0) }, receiveValue: { print("c1 value", $0) })
subject.send(completion: .finished)
subject.send(8)
print("value", subject.value)
let c2 = subject.sink(receiveCompletion: { print("c2", $0) }, receiveValue: { print("c2 value", $0) })

// expect: c1 value 7
// expect: c1 finished
// expect: value 7
// expect: c2 finished
