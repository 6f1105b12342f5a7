// compactMap drops nil results and passes the rest on unwrapped.
import Combine

let subject = PassthroughSubject<Int, Never>()
let c = subject
    .compactMap { $0 > 0 ? $0 * 2 : nil }
    .sink { print("doubled", $0) }
subject.send(1)
subject.send(-4)
subject.send(30)

// expect: doubled 2
// expect: doubled 60
