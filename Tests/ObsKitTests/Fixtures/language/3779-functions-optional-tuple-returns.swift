// Swift book style: functions with optional tuple returns, in-out parameters, and implicit returns
func minMax(array: [Int]) -> (min: Int, max: Int)? {
    if array.isEmpty { return nil }
    var currentMin = array[0]
    var currentMax = array[0]
    for value in array[1..<array.count] {
        if value < currentMin {
            currentMin = value
        } else if value > currentMax {
            currentMax = value
        }
    }
    return (currentMin, currentMax)
}
if let bounds = minMax(array: [8, -6, 2, 109, 3, 71]) {
    print("min is \(bounds.min) and max is \(bounds.max)")
}
print(minMax(array: []) == nil)

func greeting(for person: String) -> String {
    "Hello, " + person + "!"
}
print(greeting(for: "Dave"))

func anotherGreeting(for person: String) -> String {
    return "Hello, " + person + "!"
}
print(anotherGreeting(for: "Dave"))

func swapTwoInts(_ a: inout Int, _ b: inout Int) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoInts(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")

func transform(_ values: inout [Int], using f: (Int) -> Int) {
    for i in values.indices { values[i] = f(values[i]) }
}
var arr = [1, 2, 3]
transform(&arr) { $0 * $0 }
transform(&arr, using: { $0 + 1 })
print(arr)

struct Counter { var n = 0 }
func bump(_ c: inout Counter, by amount: Int = 1) -> Int {
    c.n += amount
    return c.n
}
var counter = Counter()
print(bump(&counter), bump(&counter, by: 10), counter.n)
func sayGoodbye(_ name: String) { print("Goodbye, \(name)!") }
let result: () = sayGoodbye("Dave")
print(result)
// expect: min is -6 and max is 109
// expect: true
// expect: Hello, Dave!
// expect: Hello, Dave!
// expect: someInt is now 107, and anotherInt is now 3
// expect: [2, 5, 10]
// expect: 1 11 11
// expect: Goodbye, Dave!
// expect: ()
