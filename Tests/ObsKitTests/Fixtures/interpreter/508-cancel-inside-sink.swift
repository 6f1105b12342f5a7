// A subscriber cancelled while values are being delivered gets nothing more; one added during a
// delivery does not get that value.
import Combine

let subject = PassthroughSubject<Int, Never>()
var first: AnyCancellable? = nil
var late: [AnyCancellable] = []
first = subject.sink { value in
    print("first", value)
    first?.cancel()
    subject.sink { print("late", $0) }.store(in: &late)
}
subject.send(1)
subject.send(2)
print("late subscribers", late.count)

// expect: first 1
// expect: late 2
// expect: late subscribers 1
