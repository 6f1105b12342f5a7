// A publisher's `values` is an AsyncSequence: `for await` takes its values in order, and the loop ends when the
// publisher finishes (Apple, "values" on Publisher: "The elements produced by the publisher, as an
// asynchronous sequence").
import Combine

let subject = PassthroughSubject<Int, Never>()
let stream = subject.values
Task {
    for await value in stream {
        print("awaited", value)
    }
    print("loop ended")
}
Task {
    for await square in [1, 2, 3].publisher.map({ $0 * $0 }).values {
        print("square", square)
    }
}
:advance 10ms
subject.send(1)
subject.send(2)
subject.send(completion: .finished)
:advance 10ms
// expect: square 1
// expect: square 4
// expect: square 9
// expect: awaited 1
// expect: awaited 2
// expect: loop ended
