// Swift book style: more function features: generics, throwing function types,
// shadowed parameters, operator functions passed as values
// Checks: generic swap and find functions, passing operators like + and < as
// function values, throwing functions stored in variables, and rethrows.

func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var firstString = "hello"
var secondString = "world"
swapTwoValues(&firstString, &secondString)
print(firstString, secondString)
var d1 = 1.5, d2 = -2.5
swapTwoValues(&d1, &d2)
print(d1, d2)

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() where value == valueToFind {
        return index
    }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)

func largest<T: Comparable>(_ items: T...) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where item > best {
        best = item
    }
    return best
}
print(largest(3, 9, 2) as Any, largest("pear", "apple") as Any)
let none: Int? = largest()
print(none as Any)

// Operators as function values
let combine: (Int, Int) -> Int = (+)
print(combine(4, 5))
print([5, 1, 4].sorted(by: <), [5, 1, 4].sorted(by: >))
print([1, 2, 3].reduce(0, +), [1, 2, 3, 4].reduce(1, *))
print(zip([1, 2, 3], [10, 20, 30]).map(*))
print(["b", "a"].sorted(by: <))

// Throwing function types
enum ParseError: Error { case notANumber(String) }
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.notANumber(s) }
    return n
}
let parser: (String) throws -> Int = parse
do {
    print(try parser("12"))
    print(try parser("twelve"))
} catch ParseError.notANumber(let text) {
    print("not a number: \(text)")
} catch {
    print("unexpected")
}

func applyAll(_ inputs: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for i in inputs { out.append(try transform(i)) }
    return out
}
print(applyAll(["a", "bb", "ccc"]) { $0.count })
do {
    _ = try applyAll(["1", "x"], parse)
} catch {
    print("rethrown: \(error)")
}
print((try? applyAll(["4", "5"], parse)) ?? [])

// Shadowing a parameter with a local of the same name
func normalized(_ value: Int) -> Int {
    let value = value < 0 ? -value : value
    return value
}
print(normalized(-8), normalized(3))

func labelled(count: Int) -> String {
    var count = count
    var parts: [String] = []
    while count > 0 {
        parts.append("#\(count)")
        count -= 1
    }
    return parts.joined(separator: " ")
}
print(labelled(count: 3))

// Generic function with multiple type parameters and where clause
func pairUp<A, B>(_ a: [A], _ b: [B]) -> [(A, B)] where A: Comparable {
    Array(zip(a.sorted(), b))
}
for (x, y) in pairUp([3, 1, 2], ["one", "two", "three"]) {
    print(x, y)
}

// Passing methods as function values
let uppercase: (String) -> () -> String = String.uppercased
print(uppercase("abc")())
let words = ["kiwi", "fig", "banana"]
print(words.map(\.count), words.map { $0.count }.max()!)
let counted = words.map(String.init(describing:))
print(counted)
func apply<T, U>(_ f: (T) -> U, to x: T) -> U { f(x) }
print(apply(String.init(describing:), to: 3.5), apply({ $0 * 2 }, to: 21))

// expect: world hello
// expect: -2.5 1.5
// expect: nil
// expect: Optional(2)
// expect: Optional(9) Optional("pear")
// expect: nil
// expect: 9
// expect: [1, 4, 5] [5, 4, 1]
// expect: 6 24
// expect: [10, 40, 90]
// expect: ["a", "b"]
// expect: 12
// expect: not a number: twelve
// expect: [1, 2, 3]
// expect: rethrown: notANumber("x")
// expect: [4, 5]
// expect: 8 3
// expect: #3 #2 #1
// expect: 1 one
// expect: 2 two
// expect: 3 three
// expect: ABC
// expect: [4, 3, 6] 6
// expect: ["kiwi", "fig", "banana"]
// expect: 3.5 42
