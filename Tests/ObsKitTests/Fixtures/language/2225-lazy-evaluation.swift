// Compiler test style (stdlib): lazy map/filter/compactMap/flatMap evaluation order and counts, prefix on lazy, reversed lazy
var calls: [String] = []
let source = [1, 2, 3, 4, 5, 6]

let pipeline = source.lazy
    .filter { value -> Bool in calls.append("f\(value)"); return value % 2 == 0 }
    .map { value -> Int in calls.append("m\(value)"); return value * 10 }
print(calls.isEmpty)
print(pipeline.first as Any)
print(calls.joined(separator: " "))

calls.removeAll()
let firstTwo = Array(pipeline.prefix(2))
print(firstTwo, calls.joined(separator: " "))

calls.removeAll()
let eager = source.filter { calls.append("F\($0)"); return $0 > 4 }.map { v -> Int in calls.append("M\(v)"); return v }
print(eager, calls.joined(separator: " "))

let parsed = ["1", "two", "3", "", "5"].lazy.compactMap { Int($0) }
print(Array(parsed), parsed.reduce(0, +))
let expanded = [1, 2, 3].lazy.flatMap { Array(repeating: $0, count: $0) }
print(Array(expanded), expanded.count)

var evaluated = 0
let squares = (1...).lazy.map { n -> Int in evaluated += 1; return n * n }
let bigSquare = squares.first { $0 > 50 }
print(bigSquare as Any, evaluated)

let reversedLazy = source.lazy.map { $0 * 2 }.reversed()
print(Array(reversedLazy))
let indexed = source.lazy.enumerated().filter { $0.offset.isMultiple(of: 2) }.map { $0.element }
print(Array(indexed))

calls.removeAll()
let mapped = source.lazy.map { v -> Int in calls.append("x\(v)"); return v + 1 }
_ = mapped[2]
_ = mapped[2]
print(calls)
let zippedLazy = zip(source.lazy.map { $0 * 3 }, "abcdef").lazy.filter { $0.0 > 9 }
print(zippedLazy.map { "\($0.1)\($0.0)" }.joined(separator: " "))
let dropped = source.lazy.drop(while: { $0 < 3 }).prefix(while: { $0 < 6 })
print(Array(dropped), source.lazy.map(String.init).joined(separator: ", "))

// expect: true
// expect: Optional(20)
// expect: f1 f2 m2
// expect: [20, 40] f1 f2 f3 f4 f5 f6 f1 f2 f2 m2 f3 f4 m4 f5
// expect: [5, 6] F1 F2 F3 F4 F5 F6 M5 M6
// expect: [1, 3, 5] 9
// expect: [1, 2, 2, 3, 3, 3] 6
// expect: Optional(64) 8
// expect: [12, 10, 8, 6, 4, 2]
// expect: [1, 3, 5]
// expect: ["x3", "x3"]
// expect: d12 e15 f18
// expect: [3, 4, 5] 1, 2, 3, 4, 5, 6
