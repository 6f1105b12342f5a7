// map and filter operators on a subject
import Combine

let subject = PassthroughSubject<Int, Never>()
let c = subject
    .map { $0 * 10 }
    .filter { $0 > 15 }
    .sink { print("out", $0) }
for i in 1...4 {
    subject.send(i)
}
print("done")

// expect: out 20
// expect: out 30
// expect: out 40
// expect: done
