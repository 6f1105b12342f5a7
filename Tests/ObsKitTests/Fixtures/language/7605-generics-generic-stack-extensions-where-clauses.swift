// Swift book style (Generics): generic stack with extensions, where clauses and constraints
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
}
extension Stack {
    var topItem: Element? { items.last }
}
extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        guard let top = items.last else { return false }
        return top == item
    }
}
extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
let fromTheTop = stackOfStrings.pop()
print(fromTheTop, stackOfStrings.topItem ?? "empty")
print(stackOfStrings.isTop("tres"), stackOfStrings.isTop("uno"))
var numbers = Stack<Int>()
for n in [4, 8, 15, 16] { numbers.push(n) }
print(numbers.sum, numbers.topItem!)
func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind { return index }
    }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) ?? -1)
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")
var s1 = "hello", s2 = "world"
swapTwoValues(&s1, &s2)
print(s1, s2)
// expect: cuatro tres
// expect: true false
// expect: 43 16
// expect: nil
// expect: 2
// expect: someInt is now 107, and anotherInt is now 3
// expect: world hello
