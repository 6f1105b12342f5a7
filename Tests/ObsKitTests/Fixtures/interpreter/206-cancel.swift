// cancel() stops delivery; so does releasing the AnyCancellable (x = nil)
import Combine

let subject = PassthroughSubject<Int, Never>()
let c = subject.sink { print("first got", $0) }
subject.send(1)
c.cancel()
subject.send(2)

var maybe: AnyCancellable? = subject.sink { print("second got", $0) }
subject.send(3)
maybe = nil
subject.send(4)
print("done")

// expect: first got 1
// expect: second got 3
// expect: done
