// Combine's Future runs its closure once, when it is made, not when subscribed; each subscriber, early or
// late, gets its one result, then `.finished`; a second call of the promise is ignored. Apple's page "Future"
// (developer.apple.com/documentation/combine/future: "A publisher that eventually produces a single value and
// then finishes or fails") does not say when the closure runs; that it runs at once is what real Combine does,
// as widely documented (the Combine book, "Future": it executes as soon as it is created).
import Combine

var runs = 0
let future = Future<Int, Never> { promise in
    runs += 1
    print("closure runs")
    promise(.success(42))
    promise(.success(99))
}
print("made, runs:", runs)
let first = future.sink(receiveCompletion: { print("first:", $0) }, receiveValue: { print("first got", $0) })
let second = future.map { $0 + 1 }.sink { print("second got", $0) }
print("runs:", runs)
// expect: closure runs
// expect: made, runs: 1
// expect: first got 42
// expect: first: finished
// expect: second got 43
// expect: runs: 1
