// Swift book style: in-out parameters and function types
// Checks: swapping via inout, inout on array elements and struct properties,
// function types as variables, parameters and return types, choosing a
// function at runtime, and comparing results of assigned functions.

func swapTwoInts(_ a: inout Int, _ b: inout Int) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoInts(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")

var values = [1, 2, 3]
swapTwoInts(&values[0], &someInt)
print(values, someInt)

struct Point { var x = 0, y = 0 }
func swappedPoint(_ start: Point) -> Point {
    var p = start
    swapTwoInts(&p.x, &p.y)
    return p
}
let flipped = swappedPoint(Point(x: 5, y: -5))
print(flipped.x, flipped.y)

func increment(_ n: inout Int, by step: Int = 1) {
    n += step
}
var counter = 0
increment(&counter)
increment(&counter, by: 10)
print(counter)

func appendTwice(_ s: inout String, _ suffix: String) {
    s += suffix
    s += suffix
}
var word = "ha"
appendTwice(&word, "!")
print(word)

var dict = ["a": 1]
increment(&dict["a", default: 0], by: 4)
increment(&dict["b", default: 0])
print(dict.sorted { $0.key < $1.key })

func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
func multiplyTwoInts(_ a: Int, _ b: Int) -> Int { a * b }

var mathFunction: (Int, Int) -> Int = addTwoInts
print("Result: \(mathFunction(2, 3))")
mathFunction = multiplyTwoInts
print("Result: \(mathFunction(2, 3))")
let anotherMathFunction = addTwoInts
print(anotherMathFunction(10, 20))

func printMathResult(_ mathFunction: (Int, Int) -> Int, _ a: Int, _ b: Int) {
    print("Result: \(mathFunction(a, b))")
}
printMathResult(addTwoInts, 3, 5)
printMathResult(multiplyTwoInts, 3, 5)
printMathResult(-, 3, 5)
printMathResult(max, 3, 5)

func stepForward(_ input: Int) -> Int { input + 1 }
func stepBackward(_ input: Int) -> Int { input - 1 }
func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    backward ? stepBackward : stepForward
}
var currentValue = 3
let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
print("Counting to zero:")
while currentValue != 0 {
    print("\(currentValue)... ")
    currentValue = moveNearerToZero(currentValue)
}
print("zero!")

// A table of operations
let operations: [(String, (Int, Int) -> Int)] = [
    ("add", addTwoInts), ("mul", multiplyTwoInts), ("sub", { $0 - $1 }), ("mod", %),
]
for (name, op) in operations {
    print("\(name)(17, 5) = \(op(17, 5))")
}

// Function returning a function returning a function
func adder(_ a: Int) -> (Int) -> (Int) -> Int {
    { b in { c in a + b + c } }
}
print(adder(1)(2)(3))

// Functions with inout inside a function type
let doubler: (inout Int) -> Void = { $0 *= 2 }
var x = 21
doubler(&x)
print(x)

// Void function types and ()
func noop() {}
let nothing: () -> Void = noop
let r: Void = nothing()
print(r == (), type(of: nothing))
print(type(of: addTwoInts))
print(type(of: chooseStepFunction))

// Compose functions
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let plusOneThenString = compose(stepForward) { "<\($0)>" }
print(plusOneThenString(41))

// expect: someInt is now 107, and anotherInt is now 3
// expect: [107, 2, 3] 1
// expect: -5 5
// expect: 11
// expect: ha!!
// expect: [(key: "a", value: 5), (key: "b", value: 1)]
// expect: Result: 5
// expect: Result: 6
// expect: 30
// expect: Result: 8
// expect: Result: 15
// expect: Result: -2
// expect: Result: 5
// expect: Counting to zero:
// expect: 3... 
// expect: 2... 
// expect: 1... 
// expect: zero!
// expect: add(17, 5) = 22
// expect: mul(17, 5) = 85
// expect: sub(17, 5) = 12
// expect: mod(17, 5) = 2
// expect: 6
// expect: 42
// expect: true () -> ()
// expect: (Int, Int) -> Int
// expect: (Bool) -> (Int) -> Int
// expect: <42>
