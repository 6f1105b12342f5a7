// removeDuplicates drops only consecutive repeats
import Combine

let subject = PassthroughSubject<Int, Never>()
let c = subject
    .removeDuplicates()
    .sink { print("distinct", $0) }
for v in [1, 1, 2, 2, 2, 3, 1] {
    subject.send(v)
}

// expect: distinct 1
// expect: distinct 2
// expect: distinct 3
// expect: distinct 1
