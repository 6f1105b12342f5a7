// Compiler test style: closures capture variables by reference, capture lists copy at creation
var counter = 10
let byReference = { counter * 2 }
let byValue = { [counter] in counter * 2 }
counter = 50
print(byReference(), byValue())

func makeIncrementers() -> (inc: () -> Int, peek: () -> Int, snapshot: () -> Int) {
    var total = 0
    let snap = { [total] in total }
    let inc = { () -> Int in total += 1; return total }
    let peek = { total }
    return (inc, peek, snap)
}
let fns = makeIncrementers()
print(fns.inc(), fns.inc(), fns.peek(), fns.snapshot())

var handlers: [() -> String] = []
for i in 1...3 {
    var label = "item\(i)"
    handlers.append { label }
    handlers.append { [label] in label + "!" }
    label += "-changed"
}
for h in handlers { print(h()) }

struct Point { var x: Int; var y: Int }
var p = Point(x: 1, y: 2)
let capturedStruct = { [p] in "captured \(p.x),\(p.y)" }
let liveStruct = { "live \(p.x),\(p.y)" }
p.x = 100
print(capturedStruct())
print(liveStruct())

class Box { var value = 0 }
let box = Box()
let boxCapture = { [box] in box.value }
box.value = 42
print("class capture sees", boxCapture())

var x = 1, y = 2
let combo = { [x] in x + y }
x = 10; y = 20
print(combo())
// expect: 100 20
// expect: 1 2 2 0
// expect: item1-changed
// expect: item1!
// expect: item2-changed
// expect: item2!
// expect: item3-changed
// expect: item3!
// expect: captured 1,2
// expect: live 100,2
// expect: class capture sees 42
// expect: 21
