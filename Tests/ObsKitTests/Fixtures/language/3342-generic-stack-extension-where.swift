// Swift book style: generic Stack with extension, where clauses and Sequence helpers
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}
extension Stack {
    var topItem: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}
extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool { topItem == item }
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
print(stackOfStrings.pop() ?? "")
if let topItem = stackOfStrings.topItem {
    print("The top item on the stack is \(topItem).")
}
print(stackOfStrings.isTop("tres"), stackOfStrings.isTop("uno"))

func balanced(_ s: String) -> Bool {
    var stack = Stack<Character>()
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for ch in s {
        if "([{".contains(ch) {
            stack.push(ch)
        } else if let open = pairs[ch] {
            guard stack.pop() == open else { return false }
        }
    }
    return stack.isEmpty
}
for s in ["(a[b]{c})", "(]", "((", "", "{[()()]}x"] {
    print("\"\(s)\" balanced: \(balanced(s))")
}
func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() where value == valueToFind {
        return index
    }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) ?? -1)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) ?? -1)
func allItemsMatch<C1: Sequence, C2: Sequence>(_ a: C1, _ b: C2) -> Bool where C1.Element == C2.Element, C1.Element: Equatable {
    Array(a) == Array(b)
}
print(allItemsMatch(stackOfStrings.items, ["uno", "dos", "tres"]), allItemsMatch([1, 2], 1...3))
// expect: cuatro
// expect: The top item on the stack is tres.
// expect: true false
// expect: "(a[b]{c})" balanced: true
// expect: "(]" balanced: false
// expect: "((" balanced: false
// expect: "" balanced: true
// expect: "{[()()]}x" balanced: true
// expect: -1
// expect: 2
// expect: true false
