// Q&A style (why does my lazy map run the closure again every time?): lazy collections recompute on each access
var calls = 0
let numbers = [1, 2, 3, 4, 5]
let squares = numbers.lazy.map { (n: Int) -> Int in
    calls += 1
    return n * n
}

print("created lazy map, calls =", calls)
print(squares[2])
print(squares[2])
print("after two subscripts, calls =", calls)

let firstBig = squares.first { $0 > 5 }
print("first > 5:", firstBig ?? -1, "calls =", calls)

let materialized = Array(squares)
print(materialized, "calls =", calls)
_ = materialized[2]
print("materialized access, calls =", calls)

// Lazy filter + map over a plain Sequence evaluates element by element and stops early.
var log: [String] = []
let pipeline = stride(from: 1, through: 6, by: 1).lazy
    .filter { log.append("filter \($0)"); return $0 % 2 == 0 }
    .map { log.append("map \($0)"); return $0 * 10 }
print("prefix(2):", Array(pipeline.prefix(2)))
print(log.joined(separator: ", "))

// Eager version for comparison.
log.removeAll()
let eager = (1...6).filter { log.append("f\($0)"); return $0 % 2 == 0 }.map { log.append("m\($0)"); return $0 * 10 }
print("eager prefix(2):", Array(eager.prefix(2)))
print(log.joined(separator: " "))

// count on a lazy filter re-runs the predicate.
var predicateCalls = 0
let odds = numbers.lazy.filter { predicateCalls += 1; return $0 % 2 == 1 }
_ = odds.count
_ = odds.count
print("predicate calls after two counts:", predicateCalls)

// expect: created lazy map, calls = 0
// expect: 9
// expect: 9
// expect: after two subscripts, calls = 2
// expect: first > 5: 9 calls = 5
// expect: [1, 4, 9, 16, 25] calls = 10
// expect: materialized access, calls = 10
// expect: prefix(2): [20, 40]
// expect: filter 1, filter 2, map 2, filter 3, filter 4, map 4
// expect: eager prefix(2): [20, 40]
// expect: f1 f2 f3 f4 f5 f6 m2 m4 m6
// expect: predicate calls after two counts: 10
