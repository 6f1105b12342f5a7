// eraseToAnyPublisher hides the chain; removeDuplicates(by:) compares with the last value passed on.
import Combine

let subject = PassthroughSubject<Int, Never>()
let evens: AnyPublisher<Int, Never> = subject
    .removeDuplicates { $0 / 10 == $1 / 10 }
    .eraseToAnyPublisher()
let c = evens.sink { print("decade", $0) }
for v in [1, 5, 12, 19, 25, 31, 30] {
    subject.send(v)
}

// expect: decade 1
// expect: decade 12
// expect: decade 25
// expect: decade 31
