// first() sends the first value and finishes at once, cancelling the upstream; first(where:) the first that
// matches; last() waits for the upstream to finish (Apple, "first()": "Publishes the first element of a stream,
// then finishes"; "last()": "Publishes the last element of a stream, after the stream finishes"). Whether
// first() cancels before or after passing the value on, Apple does not say: real Combine cancels first (its
// First is a reducer, as in OpenCombine and the Combine book's print output).
import Combine

let subject = PassthroughSubject<Int, Never>()
let f = subject
    .handleEvents(receiveCancel: { print("upstream cancelled") })
    .first()
    .sink(receiveCompletion: { print("first:", $0) }, receiveValue: { print("first value", $0) })
let w = subject.first(where: { $0 > 1 }).sink { print("first over 1:", $0) }
let l = subject.last().sink { print("last value", $0) }
subject.send(1)
subject.send(2)
subject.send(3)
subject.send(completion: .finished)
// expect: upstream cancelled
// expect: first value 1
// expect: first: finished
// expect: first over 1: 2
// expect: last value 3
