// Compiler test style: associated type inferred from witness signatures, printed via type(of:) and String(describing:)
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
    mutating func append(_ item: Item)
}

struct IntStack: Container {
    var items: [Int] = []
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
    mutating func append(_ item: Int) { items.append(item) }
}

struct Queue<Element>: Container {
    var storage: [Element] = []
    var count: Int { storage.count }
    subscript(i: Int) -> Element { storage[i] }
    mutating func append(_ item: Element) { storage.append(item) }
}

func itemTypeName<C: Container>(_ c: C) -> String {
    String(describing: C.Item.self)
}

func allItems<C: Container>(_ c: C) -> [C.Item] {
    var result: [C.Item] = []
    for i in 0..<c.count { result.append(c[i]) }
    return result
}

var s = IntStack()
s.append(3); s.append(1); s.append(4)
var q = Queue<String>()
q.append("a"); q.append("b")
var qq = Queue<Queue<Int>>()
qq.append(Queue(storage: [1, 2]))

print(itemTypeName(s))
print(itemTypeName(q))
print(itemTypeName(qq))
print(allItems(s))
print(allItems(q))
print(type(of: allItems(q)))
print(type(of: qq))
print(allItems(qq))
print(IntStack.Item.self == Int.self)
// expect: Int
// expect: String
// expect: Queue<Int>
// expect: [3, 1, 4]
// expect: ["a", "b"]
// expect: Array<String>
// expect: Queue<Queue<Int>>
// expect: [main.Queue<Swift.Int>(storage: [1, 2])]
// expect: true
