// Swift compiler test/Interpreter style: closure capture semantics — loop variables, shared boxes, capture lists, escaping closures stored in arrays
var closures: [() -> Int] = []
for i in 0..<3 {
    closures.append { i * 10 }
}
print(closures.map { $0() })

var counter = 0
var incrementers: [() -> Void] = []
for _ in 0..<3 {
    incrementers.append { counter += 1 }
}
incrementers.forEach { $0() }
print("counter:", counter)

func makePair() -> (get: () -> Int, set: (Int) -> Void) {
    var shared = 0
    return ({ shared }, { shared = $0 })
}
let pair = makePair()
pair.set(41)
print(pair.get())
pair.set(pair.get() + 1)
print(pair.get())

var value = 1
let byReference = { value }
let byValue = { [value] in value }
value = 2
print(byReference(), byValue())

class Box { var n: Int; init(_ n: Int) { self.n = n } }
var box = Box(1)
let captureBoxList = { [box] in box.n }
let captureBoxVar = { box.n }
box.n = 5
box = Box(9)
print(captureBoxList(), captureBoxVar())

func counterFactory() -> () -> Int {
    var count = 0
    func next() -> Int {
        count += 1
        return count
    }
    return next
}
let a = counterFactory()
let b = counterFactory()
print(a(), a(), b(), a(), b())

var whileClosures: [() -> String] = []
var j = 0
while j < 3 {
    let label = "item\(j)"
    whileClosures.append { label + "/" + String(j) }
    j += 1
}
print(whileClosures.map { $0() })

let nested: () -> () -> Int = {
    var x = 100
    return { x += 1; return x }
}
let inner1 = nested()
let inner2 = nested()
print(inner1(), inner1(), inner2())

// expect: [0, 10, 20]
// expect: counter: 3
// expect: 41
// expect: 42
// expect: 2 1
// expect: 5 9
// expect: 1 2 1 3 2
// expect: ["item0/3", "item1/3", "item2/3"]
// expect: 101 102 101
