// Compiler test style: closure capture lists capture by value while plain captures see later mutations
var counter = 10
let byReference = { print("byReference sees \(counter)") }
let byValue = { [counter] in print("byValue sees \(counter)") }
counter = 20
byReference()
byValue()

var a = 1, b = 2
let pair = { [a, b] in a * 100 + b }
a = 9; b = 9
print("pair:", pair())

let renamed = { [x = a + b, y = "tag"] in "\(y)-\(x)" }
a = 0
print(renamed())

final class Box {
    var value: Int
    init(_ v: Int) { value = v }
}
var box = Box(1)
let capturedRef = { [box] in box.value }
box.value = 5
print("class capture sees mutation:", capturedRef())
box = Box(100)
print("but not reassignment:", capturedRef(), "current:", box.value)

func makeCounters() -> [() -> Int] {
    var result: [() -> Int] = []
    for i in 0..<3 {
        var local = i * 10
        result.append {
            local += 1
            return local
        }
    }
    return result
}
let counters = makeCounters()
print(counters[0](), counters[0](), counters[1](), counters[2](), counters[0]())

var shared = 0
let incrementers = (1...3).map { step in { shared += step } }
for inc in incrementers { inc() }
incrementers[2]()
print("shared:", shared)

// expect: byReference sees 20
// expect: byValue sees 10
// expect: pair: 102
// expect: tag-18
// expect: class capture sees mutation: 5
// expect: but not reassignment: 5 current: 100
// expect: 1 2 11 21 3
// expect: shared: 9
