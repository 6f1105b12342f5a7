// Swift book style: Functions: in-out, variadic, default parameters, function types, nested functions
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

func greeting(for person: String) -> String { "Hello, " + person + "!" }
print(greeting(for: "Dave"))

func someFunction(parameterWithoutDefault: Int, parameterWithDefault: Int = 12) -> Int {
    parameterWithoutDefault + parameterWithDefault
}
print(someFunction(parameterWithoutDefault: 3, parameterWithDefault: 6), someFunction(parameterWithoutDefault: 4))

func arithmeticMean(_ numbers: Double...) -> Double {
    var total: Double = 0
    for number in numbers { total += number }
    return total / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5), arithmeticMean(3, 8.25, 18.75))

func tagged(_ labels: String..., separator: String = "/", ids: Int...) -> String {
    labels.joined(separator: separator) + " " + ids.map(String.init).joined(separator: ",")
}
print(tagged("a", "b", "c", ids: 1, 2), tagged(separator: "-", ids: 9))

func swapTwoInts(_ a: inout Int, _ b: inout Int) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoInts(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")
var scores = [10, 20, 30]
scores.swapAt(0, 2)
swapTwoInts(&scores[1], &someInt)
print(scores)

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
    print("\(currentValue)... ", terminator: "")
    currentValue = moveNearerToZero(currentValue)
}
print("zero!")
func accumulate(_ value: inout [String], _ items: String...) { value.append(contentsOf: items) }
var log: [String] = []
accumulate(&log, "boot", "load")
accumulate(&log)
print(log, log.count)

// expect: min is -6 and max is 109
// expect: true
// expect: Hello, Dave!
// expect: 9 16
// expect: 3.0 10.0
// expect: a/b/c 1,2  9
// expect: someInt is now 107, and anotherInt is now 3
// expect: [30, 107, 10]
// expect: Result: 5
// expect: Result: 6
// expect: Result: 8
// expect: -4... -3... -2... -1... zero!
// expect: ["boot", "load"] 2
