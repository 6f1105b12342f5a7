// Swift book style (Generics): associated types with where clauses, generic subscripts and contextual where clauses
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}

extension Array: Container {}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] {
        return false
    }
    return true
}

var stack = Stack<String>()
stack.push("uno")
stack.push("dos")
stack.push("tres")
print(allItemsMatch(stack, ["uno", "dos", "tres"]))
print(allItemsMatch(stack, ["uno", "dos"]))
print(stack.pop(), stack.count)

extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Element == Int {
        var result: [Item] = []
        for i in indices { result.append(self[i]) }
        return result
    }
}
let letters = Stack(items: ["a", "b", "c", "d", "e"])
print(letters[[0, 2, 4]])
print(letters[1...3])

extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for i in 0..<count { sum += self[i] }
        return sum / Double(count)
    }
}
extension Container {
    func endsWith(_ item: Item) -> Bool where Item: Equatable {
        count >= 1 && self[count - 1] == item
    }
    func sum() -> Int where Item == Int {
        var total = 0
        for i in 0..<count { total += self[i] }
        return total
    }
}
print([1.5, 2.5, 5.0].average())
print(letters.endsWith("e"), letters.endsWith("a"))
print(Stack(items: [4, 5, 6]).sum())

protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ size: Int) -> Suffix
}
extension Stack: SuffixableContainer {
    func suffix(_ size: Int) -> Stack {
        var result = Stack()
        for index in (count - size)..<count { result.append(self[index]) }
        return result
    }
}
print(letters.suffix(2).items)

// expect: true
// expect: false
// expect: tres 2
// expect: ["a", "c", "e"]
// expect: ["b", "c", "d"]
// expect: 3.0
// expect: true false
// expect: 15
// expect: ["d", "e"]
