// Swift book style: function types as parameters, results, and stored values
func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
func multiplyTwoInts(_ a: Int, _ b: Int) -> Int { a * b }
func printHelloWorld() { print("hello, world") }

var mathFunction: (Int, Int) -> Int = addTwoInts
print("Result: \(mathFunction(2, 3))")
mathFunction = multiplyTwoInts
print("Result: \(mathFunction(2, 3))")
let anotherMathFunction = addTwoInts
print(type(of: anotherMathFunction))

func printMathResult(_ mathFunction: (Int, Int) -> Int, _ a: Int, _ b: Int) {
    print("Result: \(mathFunction(a, b))")
}
printMathResult(addTwoInts, 3, 5)
printMathResult(multiplyTwoInts, 3, 5)
printMathResult(-, 3, 5)
printMathResult(max, 3, 5)

let greet: () -> Void = printHelloWorld
greet()

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    return { g(f($0)) }
}
let double = { (x: Int) -> Int in x * 2 }
let describe = { (x: Int) -> String in "<\(x)>" }
let doubleThenDescribe = compose(double, describe)
print(doubleThenDescribe(21))

let table: [(String, (Int, Int) -> Int)] = [("add", addTwoInts), ("mul", multiplyTwoInts), ("sub", (-)), ("mod", (%))]
for (name, op) in table {
    print(name, op(17, 5))
}

func apply(_ n: Int, times f: (Int) -> Int, to x: Int) -> Int {
    var v = x
    for _ in 0..<n { v = f(v) }
    return v
}
print(apply(5, times: double, to: 1))
print(apply(3, times: { $0 - 4 }, to: 10))
// expect: Result: 5
// expect: Result: 6
// expect: (Int, Int) -> Int
// expect: Result: 8
// expect: Result: 15
// expect: Result: -2
// expect: Result: 5
// expect: hello, world
// expect: <42>
// expect: add 22
// expect: mul 85
// expect: sub 12
// expect: mod 2
// expect: 32
// expect: -2
