// share() lets several subscribers use one subscription to the upstream, so the work before it runs once per
// value; a subscriber that comes after the upstream completed gets only the completion (Apple, "share()":
// "Shares the output of an upstream publisher with multiple subscribers"; Publishers.Share is "effectively a
// combination of the Multicast and PassthroughSubject publishers, with an implicit autoconnect()").
import Combine

let source = PassthroughSubject<Int, Never>()
var work = 0
let shared = source.map { value -> Int in
    work += 1
    return value * 2
}.share()
let a = shared.sink { print("a", $0) }
let b = shared.sink { print("b", $0) }
source.send(1)
source.send(2)
print("work done:", work)
let once = [1, 2].publisher.share()
let first = once.sink(receiveCompletion: { print("first:", $0) }, receiveValue: { print("first", $0) })
let second = once.sink(receiveCompletion: { print("second:", $0) }, receiveValue: { print("second", $0) })
// expect: a 2
// expect: b 2
// expect: a 4
// expect: b 4
// expect: work done: 2
// expect: first 1
// expect: first 2
// expect: first: finished
// expect: second: finished
