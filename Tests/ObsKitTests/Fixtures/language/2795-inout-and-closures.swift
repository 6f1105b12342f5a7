// Compiler test style: inout parameters combined with closures that mutate through them
func apply(_ n: Int, times: Int, to value: inout Int, _ f: (inout Int) -> Void) {
    for _ in 0..<times { f(&value) }
    value += n
}

var total = 1
apply(100, times: 3, to: &total) { $0 *= 2 }
print(total)

func modify<T>(_ x: inout T, _ body: (inout T) throws -> Void) rethrows {
    try body(&x)
}
var words = ["b", "a"]
modify(&words) { $0.append("c"); $0.sort() }
print(words)

struct Point { var x = 0, y = 0 }
var p = Point()
modify(&p.x) { $0 = 7 }
modify(&p) { pt in pt.y = pt.x * 3 }
print(p.x, p.y)

func counterUpdater(_ tally: inout [String: Int]) -> Int {
    let keys = ["x", "y", "x", "z", "x"]
    keys.forEach { tally[$0, default: 0] += 1 }
    return tally.count
}
var tally: [String: Int] = [:]
print(counterUpdater(&tally))
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))

var arr = [3, 1, 2]
func swapFirstLast(_ a: inout [Int]) { a.swapAt(0, a.count - 1) }
swapFirstLast(&arr)
print(arr)
// expect: 108
// expect: ["a", "b", "c"]
// expect: 7 21
// expect: 3
// expect: x=3,y=1,z=1
// expect: [2, 1, 3]
