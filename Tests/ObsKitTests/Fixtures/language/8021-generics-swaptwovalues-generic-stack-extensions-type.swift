// Swift book style (Generics): swapTwoValues, a generic Stack, extensions, type constraints, findIndex
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}
var i1 = 3, i2 = 107
swapTwoValues(&i1, &i2)
print(i1, i2)
var s1 = "hello", s2 = "world"
swapTwoValues(&s1, &s2)
print(s1, s2)
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
let fromTheTop = stackOfStrings.pop()
print(fromTheTop, stackOfStrings.items)
extension Stack {
    var topItem: Element? { items.isEmpty ? nil : items[items.count - 1] }
}
if let top = stackOfStrings.topItem { print("The top item on the stack is \(top).") }
func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() { if value == valueToFind { return index } }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)
func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs where x > best { best = x }
    return best
}
print(largest([4, 17, 2])!, largest(["pear", "apple"])!, largest([Double]()) as Any)
struct Pair<A, B> { let first: A; let second: B }
let p = Pair(first: 1, second: "one")
print(p.first, p.second, type(of: p))
extension Stack where Element: Numeric {
    func sum() -> Element { items.reduce(0, +) }
}
var nums = Stack<Int>()
nums.push(5); nums.push(6)
print(nums.sum())
func describe<T>(_ x: T) -> String { "\(type(of: x)): \(x)" }
print(describe(3), describe("s"), describe([1.5]))
// expect: 107 3
// expect: world hello
// expect: cuatro ["uno", "dos", "tres"]
// expect: The top item on the stack is tres.
// expect: nil
// expect: Optional(2)
// expect: 17 pear nil
// expect: 1 one Pair<Int, String>
// expect: 11
// expect: Int: 3 String: s Array<Double>: [1.5]
