// Execution-test style: closure capture semantics in small cases: by reference, capture lists, loops, nested and escaping.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var x = 1
let byRef = { x }
let byValue = { [x] in x }
x = 2
print(byRef(), byValue())
var fs: [() -> Int] = []
for i in 0..<3 { fs.append { i } }
print(fs.map { $0() })
var j = 0
var gs: [() -> Int] = []
while j < 3 { gs.append { j }; j += 1 }
print(gs.map { $0() })
func counter() -> () -> Int { var n = 0; return { n += 1; return n } }
let c1 = counter(), c2 = counter()
print(c1(), c1(), c2(), c1())
var log: [String] = []
func run(_ f: () -> Void) { f() }
run { log.append("a") }
run { run { log.append("b") } }
print(log)
struct S { var v = 1; func getter() -> () -> Int { { v } } }
var s = S()
let g = s.getter()
s.v = 9
print(g(), s.getter()())
final class C { var v = 1 }
let obj = C()
let h = { obj.v }
obj.v = 9
print(h())
var total = 0
[1, 2, 3].forEach { total += $0 }
print(total)
let adders = (1...3).map { n in { (m: Int) in n + m } }
print(adders.map { $0(10) })
var captured = [1]
let appendTo = { (v: Int) in captured.append(v) }
appendTo(2); appendTo(3)
print(captured)
let compose = { (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) in { g(f($0)) } }
print(compose({ $0 + 1 }, { $0 * 10 })(4))
let recursive: (Int) -> Int = { n in (1...max(n, 1)).reduce(1, *) }
print(recursive(5), recursive(0))

// expect: 2 1
// expect: [0, 1, 2]
// expect: [3, 3, 3]
// expect: 1 2 1 3
// expect: ["a", "b"]
// expect: 1 9
// expect: 9
// expect: 6
// expect: [11, 12, 13]
// expect: [1, 2, 3]
// expect: 50
// expect: 120 1
