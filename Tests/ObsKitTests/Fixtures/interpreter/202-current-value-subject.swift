// CurrentValueSubject: holds a value, replays it on subscribe; the value is
// stored BEFORE subscribers are notified (unlike @Published)
import Combine

let subject = CurrentValueSubject<Int, Never>(1)
print("initial", subject.value)
let c = subject.sink { print("value", $0, "stored", subject.value) }
subject.send(2)
subject.value = 3
print("now", subject.value)

// expect: initial 1
// expect: value 1 stored 1
// expect: value 2 stored 2
// expect: value 3 stored 3
// expect: now 3
