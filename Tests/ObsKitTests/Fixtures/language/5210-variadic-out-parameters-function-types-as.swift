// Book style (Functions): variadic and in-out parameters, function types as parameters and return types, nested functions
func arithmeticMean(_ numbers: Double...) -> Double {
    var total: Double = 0
    for number in numbers { total += number }
    return total / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5))
print(arithmeticMean(3, 8.25, 18.75))

func swapTwoInts(_ a: inout Int, _ b: inout Int) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoInts(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")

func minMax(array: [Int]) -> (min: Int, max: Int)? {
    if array.isEmpty { return nil }
    var currentMin = array[0]
    var currentMax = array[0]
    for value in array[1..<array.count] {
        if value < currentMin { currentMin = value } else if value > currentMax { currentMax = value }
    }
    return (currentMin, currentMax)
}
if let bounds = minMax(array: [8, -6, 2, 109, 3, 71]) {
    print("min is \(bounds.min) and max is \(bounds.max)")
}
print(minMax(array: []) == nil)

func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
func multiplyTwoInts(_ a: Int, _ b: Int) -> Int { a * b }
func printMathResult(_ mathFunction: (Int, Int) -> Int, _ a: Int, _ b: Int) {
    print("Result: \(mathFunction(a, b))")
}
printMathResult(addTwoInts, 3, 5)
var mathFunction: (Int, Int) -> Int = multiplyTwoInts
printMathResult(mathFunction, 3, 5)
mathFunction = addTwoInts
print(mathFunction(10, 20))

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

func accumulate(into totals: inout [String: Int], _ pairs: (String, Int)...) {
    for (key, value) in pairs { totals[key, default: 0] += value }
}
var totals: [String: Int] = [:]
accumulate(into: &totals, ("a", 1), ("b", 2), ("a", 5))
print(totals.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))

// expect: 3.0
// expect: 10.0
// expect: someInt is now 107, and anotherInt is now 3
// expect: min is -6 and max is 109
// expect: true
// expect: Result: 8
// expect: Result: 15
// expect: 30
// expect: -4... -3... -2... -1... zero!
// expect: a=6, b=2
