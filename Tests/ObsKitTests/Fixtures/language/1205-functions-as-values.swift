// Functions: named functions passed without labels (apply(list, by: isEven)), function types, returning functions, methods and initializers as values.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func isEven(_ n: Int) -> Bool { n % 2 == 0 }
func isPositive(_ n: Int) -> Bool { n > 0 }
func square(_ n: Int) -> Int { n * n }
func apply(_ list: [Int], by predicate: (Int) -> Bool) -> [Int] { list.filter(predicate) }
func transform(_ list: [Int], with f: (Int) -> Int) -> [Int] { list.map(f) }
let numbers = [-3, -2, 0, 1, 4, 7]
print(apply(numbers, by: isEven))
print(apply(numbers, by: isPositive))
print(transform(numbers, with: square))
print(numbers.filter(isEven).map(square))
func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
func multiplyTwoInts(_ a: Int, _ b: Int) -> Int { a * b }
var mathFunction: (Int, Int) -> Int = addTwoInts
print("Result: \(mathFunction(2, 3))")
mathFunction = multiplyTwoInts
print("Result: \(mathFunction(2, 3))")
func printMathResult(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) { print("Result: \(f(a, b))") }
printMathResult(addTwoInts, 3, 5)
printMathResult(+, 10, 1)
printMathResult(max, 4, 9)
func stepForward(_ input: Int) -> Int { input + 1 }
func stepBackward(_ input: Int) -> Int { input - 1 }
func chooseStep(backward: Bool) -> (Int) -> Int { backward ? stepBackward : stepForward }
var current = 3
let moveNearerToZero = chooseStep(backward: current > 0)
while current != 0 {
    print(current, terminator: "... ")
    current = moveNearerToZero(current)
}
print("zero!")
let operations: [String: (Int, Int) -> Int] = ["add": addTwoInts, "mul": multiplyTwoInts, "sub": (-)]
for name in operations.keys.sorted() { print(name, operations[name]!(6, 3)) }
print(["a", "b"].map(String.init(describing:)), [1, 2].map(String.init), ["x"].map { $0.uppercased() })
let shout = String.uppercased
print(shout("quiet")())
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let squareThenDescribe = compose(square, String.init(describing:))
print(squareThenDescribe(12), type(of: isEven))

// expect: [-2, 0, 4]
// expect: [1, 4, 7]
// expect: [9, 4, 0, 1, 16, 49]
// expect: [4, 0, 16]
// expect: Result: 5
// expect: Result: 6
// expect: Result: 8
// expect: Result: 11
// expect: Result: 9
// expect: 3... 2... 1... zero!
// expect: add 9
// expect: mul 18
// expect: sub 3
// expect: ["a", "b"] ["1", "2"] ["X"]
// expect: QUIET
// expect: 144 (Int) -> Bool
