// tuple-comparison-stride
// expected output: swiftc 6.3.1 (Linux), run on this machine
let a = (1, "zebra")
let b = (1, "apple")
print(a < b, a > b, a == (1, "zebra"))
print((3, 2, 1) < (3, 2, 2), (0, true) == (0, true))

var scores = [("ann", 90, 3), ("bob", 90, 1), ("cy", 75, 2), ("di", 90, 1)]
scores.sort { ($0.1, $1.2, $0.0) > ($1.1, $0.2, $1.0) }
for (name, score, tries) in scores {
    print(name, score, tries)
}

for t in stride(from: 0, to: 20, by: 5) { print(t, terminator: t < 15 ? " " : "\n") }
var down: [String] = []
for t in stride(from: 10, through: 0, by: -4) { down.append(String(t)) }
print(down.joined(separator: " "))
print(stride(from: 0.0, through: 1.0, by: 0.25).map { "\($0)" }.joined(separator: "|"))
let evens = Array(stride(from: 2, through: 12, by: 2))
print(evens, evens.count)
let empty = Array(stride(from: 5, to: 5, by: 1))
print(empty.isEmpty)

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var result = xs.first.map({ (min: $0, max: $0) }) else { return nil }
    for x in xs.dropFirst() {
        if x < result.min { result.min = x }
        if x > result.max { result.max = x }
    }
    return result
}
if let mm = minMax([4, -2, 9, 7]) {
    print("min \(mm.min) max \(mm.max)")
}
print(minMax([]) == nil)

let point = (x: 2, y: -3)
let (px, py) = point
print(px * py, point.0 + point.1)
var swapped = (first: "L", second: "R")
(swapped.first, swapped.second) = (swapped.second, swapped.first)
print(swapped)
// expect: false true true
// expect: true true
// expect: di 90 1
// expect: bob 90 1
// expect: ann 90 3
// expect: cy 75 2
// expect: 0 5 10 15
// expect: 10 6 2
// expect: 0.0|0.25|0.5|0.75|1.0
// expect: [2, 4, 6, 8, 10, 12] 6
// expect: true
// expect: min -2 max 9
// expect: true
// expect: -6 -1
// expect: (first: "R", second: "L")
