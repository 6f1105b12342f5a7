// Swift Puzzlers style (closure capture): capture lists copy at creation, plain captures see later changes
var count = 1
let captured = { "captured \(count)" }
let listed = { [count] in "listed \(count)" }
count = 2

// Puzzle: what do the closures print after count changes?
print(captured())
print(listed())

struct Counter {
    var value = 0
}
var s = Counter()
let readsStruct = { s.value }
let copiesStruct = { [s] in s.value }
s.value = 42
print("struct:", readsStruct(), copiesStruct())

final class Ref {
    var value = 0
}
let r = Ref()
let copiesRef = { [r] in r.value }
r.value = 42
print("class:", copiesRef())

var closures: [() -> Int] = []
for i in 0..<3 {
    closures.append { i * 10 }
}
var j = 0
var whileClosures: [() -> Int] = []
while j < 3 {
    whileClosures.append { j * 10 }
    j += 1
}
print("for-in:", closures.map { $0() })
print("while:", whileClosures.map { $0() })

func makeIncrementer() -> () -> Int {
    var total = 0
    return { total += 1; return total }
}
let inc1 = makeIncrementer()
let inc2 = inc1
_ = inc1()
print("shared:", inc2(), inc1())

// expect: captured 2
// expect: listed 1
// expect: struct: 42 0
// expect: class: 42
// expect: for-in: [0, 10, 20]
// expect: while: [30, 30, 30]
// expect: shared: 2 3
