// Compiler test style: generic functions, generic struct Stack with extension, type constraints on Equatable
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")
var someString = "hello", anotherString = "world"
swapTwoValues(&someString, &anotherString)
print(someString, anotherString)

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { return items.removeLast() }
}
extension Stack {
    var topItem: Element? { return items.isEmpty ? nil : items[items.count - 1] }
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
let fromTheTop = stackOfStrings.pop()
print(fromTheTop, stackOfStrings.topItem ?? "empty", stackOfStrings.items.count)

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind { return index }
    }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)

func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs.dropFirst() where x > best { best = x }
    return best
}
print(largest([4, 9, 2]) as Any, largest(["pear", "apple"]) as Any, largest([Int]()) as Any)
var intStack = Stack(items: [1, 2])
intStack.push(3)
print(intStack.pop() + intStack.pop(), intStack.topItem as Any)
// expect: someInt is now 107, and anotherInt is now 3
// expect: world hello
// expect: cuatro tres 3
// expect: nil
// expect: Optional(2)
// expect: Optional(9) Optional("pear") nil
// expect: 5 Optional(1)
