// scan sends each partial result as values come; reduce and count send one result when the upstream finishes
// (Apple, "scan(_:_:)": "Transforms elements from the upstream publisher by providing the current element to a
// closure along with the last value returned by the closure"; "reduce(_:_:)" and "count()": they publish once
// the upstream finishes).
import Combine

let numbers = PassthroughSubject<Int, Never>()
let s = numbers.scan(0, +).sink { print("running total", $0) }
let r = numbers.reduce(0) { $0 + $1 }.sink { print("sum", $0) }
let c = numbers.count().sink { print("count", $0) }
numbers.send(1)
numbers.send(2)
numbers.send(3)
print("finishing")
numbers.send(completion: .finished)
// expect: running total 1
// expect: running total 3
// expect: running total 6
// expect: finishing
// expect: sum 6
// expect: count 3
