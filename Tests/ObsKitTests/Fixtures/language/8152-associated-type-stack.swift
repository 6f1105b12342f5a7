// Course exercise: protocol with an associated type, a generic Stack conforming to it
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

extension Container {
    var isEmpty: Bool { count == 0 }
}

struct Stack<Element>: Container {
    private var items: [Element] = []

    mutating func push(_ item: Element) {
        items.append(item)
    }

    mutating func pop() -> Element? {
        items.popLast()
    }

    var top: Element? { items.last }

    mutating func append(_ item: Element) {
        push(item)
    }

    var count: Int { items.count }

    subscript(i: Int) -> Element {
        items[i]
    }
}

struct IntBag: Container {
    typealias Item = Int
    var storage: [Int] = []
    mutating func append(_ item: Int) { storage.append(item) }
    var count: Int { storage.count }
    subscript(i: Int) -> Int { storage[i] }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] {
        return false
    }
    return true
}

var stack = Stack<String>()
print("empty at start: \(stack.isEmpty)")
stack.push("uno")
stack.push("dos")
stack.append("tres")
print("count: \(stack.count), top: \(stack.top ?? "-")")
print("popped: \(stack.pop() ?? "-")")
print("item 1: \(stack[1])")

var numbers = Stack<Int>()
var bag = IntBag()
for n in [3, 1, 4] {
    numbers.push(n)
    bag.append(n)
}
print("stack matches bag: \(allItemsMatch(numbers, bag))")
bag.append(1)
print("after extra append: \(allItemsMatch(numbers, bag))")

// expect: empty at start: true
// expect: count: 3, top: tres
// expect: popped: tres
// expect: item 1: dos
// expect: stack matches bag: true
// expect: after extra append: false
