// inout: swapping, mutating through functions, inout with subscripts/properties, exclusivity-safe copies
// expected output: swiftc 6.3.1 (Linux), run on this machine
func swapTwo<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
var x = 1, y = 2
swapTwo(&x, &y)
print(x, y)
var s1 = "left", s2 = "right"
swap(&s1, &s2)
print(s1, s2)

func increment(_ n: inout Int, by k: Int = 1) { n += k }
var arr = [10, 20, 30]
increment(&arr[1])
increment(&arr[2], by: 5)
print(arr)
arr.swapAt(0, 2)
print(arr)

var dict = ["a": 1]
increment(&dict["a", default: 0], by: 10)
increment(&dict["b", default: 100])
print(dict.sorted { $0.key < $1.key })

struct Point { var x = 0, y = 0 }
struct Rect { var origin = Point(); var size = Point(x: 1, y: 1) }
var r = Rect()
increment(&r.origin.x, by: 3)
increment(&r.size.y, by: 4)
print(r.origin.x, r.size.y)

var observed = 0 {
    didSet { print("observed didSet \(oldValue) -> \(observed)") }
}
func triple(_ n: inout Int) { n *= 3; n += 1 }
observed = 2
triple(&observed)

struct Counter {
    private(set) var history: [Int] = []
    var value = 0 { didSet { history.append(value) } }
}
var c = Counter()
increment(&c.value)
increment(&c.value, by: 5)
print(c.value, c.history)

func normalize(_ v: inout [Double]) {
    let total = v.reduce(0, +)
    guard total != 0 else { return }
    for i in v.indices { v[i] /= total }
}
var weights = [1.0, 3.0, 4.0]
normalize(&weights)
print(weights)

func appendTwice(_ list: inout [Int], _ value: Int) {
    list.append(value)
    list.append(value)
}
var numbers = [1]
let snapshot = numbers
appendTwice(&numbers, numbers.count)
print(numbers, snapshot)

func modifyEach(_ xs: inout [Point], _ f: (inout Point) -> Void) {
    for i in xs.indices { f(&xs[i]) }
}
var pts = [Point(x: 1, y: 1), Point(x: 2, y: 5)]
modifyEach(&pts) { $0.x *= 10; swap(&$0.x, &$0.y) }
print(pts.map { "(\($0.x),\($0.y))" })

var matrix = [[1, 2], [3, 4]]
matrix.swapAt(0, 1)
matrix[0].reverse()
print(matrix)
var first = matrix[0][0]
increment(&first, by: matrix[1][1])
print(first, matrix[0][0])
func clampAll(_ values: inout [Int], to range: ClosedRange<Int>) -> Int {
    var changed = 0
    for i in values.indices where !range.contains(values[i]) {
        values[i] = min(max(values[i], range.lowerBound), range.upperBound); changed += 1
    }
    return changed
}
var vals = [-5, 3, 12, 7, 100]
print(clampAll(&vals, to: 0...10), vals)

// expect: 2 1
// expect: right left
// expect: [10, 21, 35]
// expect: [35, 21, 10]
// expect: [(key: "a", value: 11), (key: "b", value: 101)]
// expect: 3 5
// expect: observed didSet 0 -> 2
// expect: observed didSet 2 -> 7
// expect: 6 [1, 6]
// expect: [0.125, 0.375, 0.5]
// expect: [1, 1, 1] [1]
// expect: ["(1,10)", "(5,20)"]
// expect: [[4, 3], [1, 2]]
// expect: 6 4
// expect: 3 [0, 3, 10, 7, 10]
