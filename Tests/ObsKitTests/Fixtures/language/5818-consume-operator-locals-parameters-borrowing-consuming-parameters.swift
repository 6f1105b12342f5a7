// Compiler test style (ownership modifiers): consume operator on locals and parameters, borrowing and consuming parameters on copyable types
final class Tracker {
    let name: String
    init(_ n: String) { name = n; print("init", n) }
    deinit { print("deinit", name) }
}

func borrowLength(_ s: borrowing String) -> Int { s.count }
func consumeAndExtend(_ arr: consuming [Int]) -> [Int] {
    arr.append(99)
    return arr
}
func describe(_ t: borrowing Tracker) -> String { "tracker " + t.name }
func take(_ t: consuming Tracker) -> String {
    let n = t.name
    _ = consume t
    return "took " + n
}

print(borrowLength("hello"))
let base = [1, 2, 3]
let extended = consumeAndExtend(base)
print(base, extended)

func moveDemo() {
    let t = Tracker("a")
    print(describe(t))
    let moved = consume t
    print("moved", moved.name)
    print(take(moved))
    print("end moveDemo")
}
moveDemo()

func consumeVar() {
    var list = [10, 20]
    let other = consume list
    list = [7]
    print(other, list)
}
consumeVar()

struct Buffer {
    var items: [String] = []
    consuming func finish() -> [String] { items + ["<end>"] }
    borrowing func peek() -> String? { items.last }
    mutating func add(_ s: String) { items.append(s) }
}
var buf = Buffer()
buf.add("x"); buf.add("y")
print(buf.peek() ?? "-")
let finished = buf.finish()
print(finished)
buf.add("z")
print(buf.items)

func reuse(_ s: consuming String) -> String {
    s += "!"
    let t = consume s
    s = "fresh"
    return t + " " + s
}
print(reuse("wow"))

func sumBorrowed(_ xs: borrowing [Int]) -> Int {
    var total = 0
    for x in copy xs { total += x }
    return total
}
print(sumBorrowed([4, 5, 6]))

// expect: 5
// expect: [1, 2, 3] [1, 2, 3, 99]
// expect: init a
// expect: tracker a
// expect: moved a
// expect: took a
// expect: end moveDemo
// expect: deinit a
// expect: [10, 20] [7]
// expect: y
// expect: ["x", "y", "<end>"]
// expect: ["x", "y", "z"]
// expect: wow! fresh
// expect: 15
