// Advanced Swift style (Functions): inout parameters with closures, nested functions modifying inout, and copy-in copy-out order
func modify(_ value: inout Int, with transform: (inout Int) -> Void) {
    transform(&value)
    transform(&value)
}
var n = 3
modify(&n) { $0 *= 2 }
print(n)

func incrementAll(_ array: inout [Int], by amount: Int) {
    func bump(_ x: inout Int) { x += amount }
    for i in array.indices { bump(&array[i]) }
}
var arr = [1, 2, 3]
incrementAll(&arr, by: 10)
print(arr)

struct Stats { var hits = 0; var misses = 0 }
var stats = Stats()
func record(_ counter: inout Int, times: Int) {
    for _ in 0..<times { counter += 1 }
}
record(&stats.hits, times: 3)
record(&stats.misses, times: 1)
print(stats.hits, stats.misses)

var observed = 0 {
    didSet { print("didSet \(oldValue) -> \(observed)") }
}
func twice(_ v: inout Int) { v += 1; v += 1 }
twice(&observed)

var dict = ["a": 1]
func setToNine(_ v: inout Int?) { v = 9 }
setToNine(&dict["a"])
setToNine(&dict["b"])
print(dict.sorted { $0.key < $1.key })

func swapIfNeeded<T: Comparable>(_ a: inout T, _ b: inout T) {
    if a > b { swap(&a, &b) }
}
var p = 9, q = 4
swapIfNeeded(&p, &q)
print(p, q)
var first = "z", second = "a"
swapIfNeeded(&first, &second)
print(first, second)

func makeUpdater(_ apply: @escaping (inout [String]) -> Void) -> ([String]) -> [String] {
    return { input in
        var copy = input
        apply(&copy)
        return copy
    }
}
let appender = makeUpdater { $0.append("end") }
let original = ["start"]
print(appender(original), original)
var text = "ab"
withUnsafeMutablePointer(to: &n) { $0.pointee += 1 }
text.withUTF8 { print($0.count) }
print(n)

// expect: 12
// expect: [11, 12, 13]
// expect: 3 1
// expect: didSet 0 -> 2
// expect: [(key: "a", value: 9), (key: "b", value: 9)]
// expect: 4 9
// expect: a z
// expect: ["start", "end"] ["start"]
// expect: 2
// expect: 13
