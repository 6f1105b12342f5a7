// Swift book style: Functions + Closures - variadic, inout, default params, nested functions, function types as params and returns
func greet(person: String, alreadyGreeted: Bool = false) -> String {
    if alreadyGreeted {
        return "Hello again, \(person)!"
    }
    return "Hello, \(person)!"
}
print(greet(person: "Tim"))
print(greet(person: "Tim", alreadyGreeted: true))

func minMax(array: [Int]) -> (min: Int, max: Int)? {
    if array.isEmpty { return nil }
    var currentMin = array[0]
    var currentMax = array[0]
    for value in array[1..<array.count] {
        if value < currentMin { currentMin = value }
        else if value > currentMax { currentMax = value }
    }
    return (currentMin, currentMax)
}
if let bounds = minMax(array: [8, -6, 2, 109, 3, 71]) {
    print("min is \(bounds.min) and max is \(bounds.max)")
}
print(minMax(array: []) == nil)

func arithmeticMean(_ numbers: Double...) -> Double {
    var total: Double = 0
    for number in numbers { total += number }
    return total / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5))
print(arithmeticMean(3, 8.25, 18.75))

func labeled(_ tag: String, values: Int..., separator: String = "-") -> String {
    return tag + ":" + values.map { String($0) }.joined(separator: separator)
}
print(labeled("nums", values: 1, 2, 3))
print(labeled("one", values: 42))
print(labeled("x", values: 9, 8, separator: "+"))

func swapTwoInts(_ a: inout Int, _ b: inout Int) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoInts(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")

func addAll(_ total: inout Int, _ values: Int...) {
    for v in values { total += v }
}
var running = 10
addAll(&running, 1, 2, 3)
print("running = \(running)")
var arr = [1, 2, 3]
arr.swapAt(0, 2)
print(arr)

func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
func multiplyTwoInts(_ a: Int, _ b: Int) -> Int { a * b }
var mathFunction: (Int, Int) -> Int = addTwoInts
print("Result: \(mathFunction(2, 3))")
mathFunction = multiplyTwoInts
print("Result: \(mathFunction(2, 3))")

func printMathResult(_ mathFunction: (Int, Int) -> Int, _ a: Int, _ b: Int) {
    print("Result: \(mathFunction(a, b))")
}
printMathResult(addTwoInts, 3, 5)

func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    func stepForward(input: Int) -> Int { return input + 1 }
    func stepBackward(input: Int) -> Int { return input - 1 }
    return backward ? stepBackward : stepForward
}
var currentValue = -4
let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
while currentValue != 0 {
    print("\(currentValue)... ")
    currentValue = moveNearerToZero(currentValue)
}
print("zero!")

func makeCounter() -> () -> Int {
    var count = 0
    func increment() -> Int {
        count += 1
        return count
    }
    return increment
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c2(), c1())

let table: [(String, (Int, Int) -> Int)] = [("add", addTwoInts), ("mul", multiplyTwoInts), ("sub", { $0 - $1 }), ("max", max)]
for (name, op) in table {
    print("\(name)(7, 4) = \(op(7, 4))")
}

func anyCommon(_ a: [Int], _ b: [Int]) -> Bool {
    for x in a { for y in b where x == y { return true } }
    return false
}
print(anyCommon([1, 2], [3, 2]), anyCommon([1], [5]))
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    return { g(f($0)) }
}
let doubleThenShow = compose({ (x: Int) in x * 2 }, { "<\($0)>" })
print(doubleThenShow(21))

// expect: Hello, Tim!
// expect: Hello again, Tim!
// expect: min is -6 and max is 109
// expect: true
// expect: 3.0
// expect: 10.0
// expect: nums:1-2-3
// expect: one:42
// expect: x:9+8
// expect: someInt is now 107, and anotherInt is now 3
// expect: running = 16
// expect: [3, 2, 1]
// expect: Result: 5
// expect: Result: 6
// expect: Result: 8
// expect: -4... 
// expect: -3... 
// expect: -2... 
// expect: -1... 
// expect: zero!
// expect: 1 2 1 3
// expect: add(7, 4) = 11
// expect: mul(7, 4) = 28
// expect: sub(7, 4) = 3
// expect: max(7, 4) = 7
// expect: true false
// expect: <42>
