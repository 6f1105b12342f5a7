// Swift book style: capture lists copy values at creation while plain captures see later changes
var counter = 10
let byReference = { "reference sees \(counter)" }
let byValue = { [counter] in "value sees \(counter)" }
counter = 20
print(byReference())
print(byValue())
counter += 5
print(byReference())
print(byValue())

class Box {
    var value: Int
    init(_ v: Int) { value = v }
}
var box = Box(1)
let capturedObject = { [box] in "captured box holds \(box.value)" }
box.value = 2
print(capturedObject())
box = Box(99)
print(capturedObject())
print("current box holds \(box.value)")

func makeCounters() -> (() -> Int, () -> Int) {
    var total = 0
    let inc = { () -> Int in total += 1; return total }
    let snapshot = { [total] in total }
    return (inc, snapshot)
}
let (inc, snap) = makeCounters()
print(inc(), inc(), inc())
print(snap())

var names = ["a"]
let frozen = { [names] in names.joined(separator: ",") }
names.append("b")
print(frozen(), names.joined(separator: ","))
// expect: reference sees 20
// expect: value sees 10
// expect: reference sees 25
// expect: value sees 10
// expect: captured box holds 2
// expect: captured box holds 2
// expect: current box holds 99
// expect: 1 2 3
// expect: 0
// expect: a a,b
