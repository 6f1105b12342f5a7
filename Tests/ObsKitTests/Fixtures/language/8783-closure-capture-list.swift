// Compiler test style (closures): capture by reference vs capture lists by value
var counter = 0
let byRef = { print("byRef sees \(counter)") }
let byValue = { [counter] in print("byValue sees \(counter)") }
counter = 5
byRef()
byValue()

func makeClosures() -> [() -> Int] {
    var result: [() -> Int] = []
    var x = 1
    result.append { x }
    result.append { [x] in x }
    x = 100
    result.append { x * 2 }
    x = 7
    return result
}
print(makeClosures().map { $0() })

// A closure can mutate a captured variable.
var total = 0
let add: (Int) -> Void = { total += $0 }
add(3); add(4)
print("total \(total)")

// Capture list with a renamed expression is evaluated at creation.
var base = 10
let snapshot = { [b = base * 2] in b + 1 }
base = 0
print("snapshot \(snapshot())")

// Capturing a class instance by value still shares the object.
final class Box { var value = 1 }
var box = Box()
let seesObject = { [box] in box.value }
box.value = 2
let old = box
box = Box()
box.value = 99
print("captured object value \(seesObject()), old \(old.value)")

// Loops: each iteration's let is a fresh binding.
var fns: [() -> String] = []
for i in 1...3 {
    fns.append { "i=\(i)" }
}
print(fns.map { $0() }.joined(separator: ","))

// expect: byRef sees 5
// expect: byValue sees 0
// expect: [7, 1, 14]
// expect: total 7
// expect: snapshot 21
// expect: captured object value 2, old 2
// expect: i=1,i=2,i=3
