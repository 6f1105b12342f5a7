// Compiler test style: capture lists — [x] and [x = expr] snapshot values at closure creation, unlike plain captures which see later mutation
var count = 1
let plain = { "plain sees \(count)" }
let snap = { [count] in "snapshot sees \(count)" }
let computed = { [doubled = count * 2] in "computed snapshot \(doubled)" }
count = 5
print(plain())
print(snap())
print(computed())

// A snapshot of a struct is a copy; a snapshot of a class reference shares the object.
struct Point { var x: Int; var y: Int }
final class Box { var value: Int; init(_ v: Int) { value = v } }

var p = Point(x: 1, y: 2)
var box = Box(10)
let show = { [p, box] in "p=(\(p.x),\(p.y)) box=\(box.value)" }
p.x = 100
box.value = 20
box = Box(30)
print(show())
print("current box: \(box.value)")

// Closures created in a loop capture each iteration's snapshot
var makers: [() -> String] = []
var index = 0
while index < 3 {
    makers.append { [index] in "captured index \(index)" }
    index += 1
}
makers.append { "plain capture sees \(index)" }
for m in makers { print(m()) }

// Capturing a mutable local by reference makes a shared counter
func makeCounter() -> (increment: () -> Int, peek: () -> Int) {
    var total = 0
    return ({ total += 1; return total }, { total })
}
let c = makeCounter()
_ = c.increment()
_ = c.increment()
print("peek after two increments: \(c.peek())")

// Snapshot with renaming and expression evaluated once
var evaluations = 0
func expensive() -> Int { evaluations += 1; return 42 }
let usesOnce = { [v = expensive()] in v + 1 }
print(usesOnce(), usesOnce(), usesOnce())
print("expensive() evaluated \(evaluations) time(s)")

// expect: plain sees 5
// expect: snapshot sees 1
// expect: computed snapshot 2
// expect: p=(1,2) box=20
// expect: current box: 30
// expect: captured index 0
// expect: captured index 1
// expect: captured index 2
// expect: plain capture sees 3
// expect: peek after two increments: 2
// expect: 43 43 43
// expect: expensive() evaluated 1 time(s)
