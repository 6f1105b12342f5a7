// Swift book style: generic functions with protocol constraints, from swapping to summing and averaging
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}

var someInt = 3
var anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")

var someDouble = 1.5
var anotherDouble = 2.25
swapTwoValues(&someDouble, &anotherDouble)
print("someDouble is now \(someDouble), and anotherDouble is now \(anotherDouble)")

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind {
            return index
        }
    }
    return nil
}

let doubleIndex = findIndex(of: 9.3, in: [3.14159, 0.1, 0.25])
print(doubleIndex == nil ? "9.3 not found" : "found")
if let stringIndex = findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) {
    print("The index of Andrea is \(stringIndex)")
}

func sum<T: AdditiveArithmetic>(_ values: [T]) -> T {
    var total = T.zero
    for value in values {
        total += value
    }
    return total
}

func average<T: BinaryFloatingPoint>(_ values: [T]) -> T {
    return sum(values) / T(values.count)
}

func integerAverage<T: BinaryInteger>(_ values: [T]) -> T {
    return sum(values) / T(values.count)
}

print(sum([1, 2, 3, 4, 5]))
print(sum([0.1, 0.2]))
print(sum([Float(0.1), Float(0.2)]))
print(average([1.0, 2.0, 4.0]))
print(average([Float(1), Float(2)]))
print(integerAverage([1, 2, 4]))
print(integerAverage([UInt8(10), UInt8(20), UInt8(31)]))

func largest<T: Comparable>(_ values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for v in values where v > best {
        best = v
    }
    return best
}

print(largest([3, 9, 2]) ?? 0)
print(largest([2.5, -1.0]) ?? 0)
print(largest(["pear", "apple", "zucchini"]) ?? "")
print(largest([Int]()) as Any)

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
}

extension Stack where Element: Numeric {
    var total: Element { items.reduce(0, +) }
}

var stackOfNumbers = Stack<Double>()
stackOfNumbers.push(1.5)
stackOfNumbers.push(2.5)
stackOfNumbers.push(3.0)
print("total:", stackOfNumbers.total)
print("popped:", stackOfNumbers.pop())
print("total now:", stackOfNumbers.total)
var intStack = Stack(items: [10, 20, 30])
print(intStack.total, intStack.pop(), intStack.items)
// expect: someInt is now 107, and anotherInt is now 3
// expect: someDouble is now 2.25, and anotherDouble is now 1.5
// expect: 9.3 not found
// expect: The index of Andrea is 2
// expect: 15
// expect: 0.30000000000000004
// expect: 0.3
// expect: 2.3333333333333335
// expect: 1.5
// expect: 2
// expect: 20
// expect: 9
// expect: 2.5
// expect: zucchini
// expect: nil
// expect: total: 7.0
// expect: popped: 3.0
// expect: total now: 4.0
// expect: 60 30 [10, 20]
