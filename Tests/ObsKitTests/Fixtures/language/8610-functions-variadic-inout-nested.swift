// Swift book style (Functions): labels, defaults, variadic and inout parameters, nested functions and function types
func greet(person: String, from hometown: String = "nowhere") -> String {
    "Hello \(person)! Glad you could visit from \(hometown)."
}
print(greet(person: "Bill", from: "Cupertino"))
print(greet(person: "Ada"))

func minMax(array: [Int]) -> (min: Int, max: Int)? {
    guard var lo = array.first else { return nil }
    var hi = lo
    for v in array.dropFirst() {
        if v < lo { lo = v } else if v > hi { hi = v }
    }
    return (lo, hi)
}
if let bounds = minMax(array: [8, -6, 2, 109, 3, 71]) {
    print("min is \(bounds.min) and max is \(bounds.max)")
}
print(minMax(array: []) == nil)

func mean(_ numbers: Double...) -> Double {
    numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
}
print(mean(1, 2, 3, 4, 5), mean(3, 8.25, 18.75), mean())

func swapTwo(_ a: inout Int, _ b: inout Int) {
    (a, b) = (b, a)
}
var someInt = 3, anotherInt = 107
swapTwo(&someInt, &anotherInt)
print("someInt is now \(someInt), anotherInt is now \(anotherInt)")

func clampAll(_ values: inout [Int], to limit: Int) -> Int {
    var changed = 0
    for i in values.indices where values[i] > limit {
        values[i] = limit
        changed += 1
    }
    return changed
}
var readings = [4, 12, 7, 30, 9]
print(clampAll(&readings, to: 10), readings)

func addTwo(_ a: Int, _ b: Int) -> Int { a + b }
func multiplyTwo(_ a: Int, _ b: Int) -> Int { a * b }
var mathFunction: (Int, Int) -> Int = addTwo
print("Result: \(mathFunction(2, 3))")
mathFunction = multiplyTwo
print("Result: \(mathFunction(2, 3))")

func printResult(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) {
    print("Result: \(f(a, b))")
}
printResult(addTwo, 10, 5)

func chooseStep(backward: Bool) -> (Int) -> Int {
    func stepForward(input: Int) -> Int { input + 1 }
    func stepBackward(input: Int) -> Int { input - 1 }
    return backward ? stepBackward : stepForward
}
var current = -3
let moveNearer = chooseStep(backward: current > 0)
while current != 0 {
    print("\(current)...", terminator: " ")
    current = moveNearer(current)
}
print("zero!")

func sumAll(_ groups: [Int]..., scale: Int = 1) -> Int {
    groups.flatMap { $0 }.reduce(0, +) * scale
}
print(sumAll([1, 2], [3], [], scale: 10))

// expect: Hello Bill! Glad you could visit from Cupertino.
// expect: Hello Ada! Glad you could visit from nowhere.
// expect: min is -6 and max is 109
// expect: true
// expect: 3.0 10.0 0.0
// expect: someInt is now 107, anotherInt is now 3
// expect: 2 [4, 10, 7, 10, 9]
// expect: Result: 5
// expect: Result: 6
// expect: Result: 15
// expect: -3... -2... -1... zero!
// expect: 60
