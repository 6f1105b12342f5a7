// Swift book, "Functions": argument labels, default parameters, variadics, inout, function types, nested functions, overloads
func greet(person: String, from hometown: String = "Cupertino") -> String {
    "Hello \(person)! Glad you could visit from \(hometown)."
}
print(greet(person: "Bill"))
print(greet(person: "Anna", from: "Seattle"))

func arithmeticMean(_ numbers: Double...) -> Double {
    guard !numbers.isEmpty else { return 0 }
    return numbers.reduce(0, +) / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5), arithmeticMean(3, 8.25, 18.75), arithmeticMean())

func swapTwo<T>(_ a: inout T, _ b: inout T) {
    let tmp = a
    a = b
    b = tmp
}
var first = 3, second = 107
swapTwo(&first, &second)
print(first, second)
var s1 = "left", s2 = "right"
swapTwo(&s1, &s2)
print(s1, s2)

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

func describe(_ x: Int) -> String { "Int \(x)" }
func describe(_ x: Double) -> String { "Double \(x)" }
func describe(_ x: String, times: Int = 2) -> String { String(repeating: x, count: times) }
print(describe(4), describe(4.5), describe("ab"), describe("z", times: 4))

func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
func multiplyTwoInts(_ a: Int, _ b: Int) -> Int { a * b }
var mathFunction: (Int, Int) -> Int = addTwoInts
print("Result: \(mathFunction(2, 3))")
mathFunction = multiplyTwoInts
print("Result: \(mathFunction(2, 3))")
func printMathResult(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) { print("Result: \(f(a, b))") }
printMathResult(addTwoInts, 3, 5)

func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    func stepForward(input: Int) -> Int { input + 1 }
    func stepBackward(input: Int) -> Int { input - 1 }
    return backward ? stepBackward : stepForward
}
var currentValue = -4
let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
while currentValue != 0 {
    print("\(currentValue)... ", terminator: "")
    currentValue = moveNearerToZero(currentValue)
}
print("zero!")

// expect: Hello Bill! Glad you could visit from Cupertino.
// expect: Hello Anna! Glad you could visit from Seattle.
// expect: 3.0 10.0 0.0
// expect: 107 3
// expect: right left
// expect: min is -6 and max is 109
// expect: Int 4 Double 4.5 abab zzzz
// expect: Result: 5
// expect: Result: 6
// expect: Result: 8
// expect: -4... -3... -2... -1... zero!
