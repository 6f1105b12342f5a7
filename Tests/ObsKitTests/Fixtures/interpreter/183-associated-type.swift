// Protocols with associated types and generic conformers
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
    mutating func add(_ item: Item)
}

extension Container {
    mutating func add(_ item: Item) { items.append(item) }
    var size: Int { items.count }
}

struct IntBag: Container {
    var items: [Int] = []
}

struct Queue<T>: Container {
    typealias Item = T
    var items: [T] = []
    mutating func add(_ item: T) {
        print("enqueue \(item)")
        items.append(item)
    }
}

func firstItem<C: Container>(_ c: C) -> C.Item? { c.items.first }

var bag = IntBag()
bag.add(4)
bag.add(9)
print(bag.size, bag.items)
var q = Queue<String>()
q.add("job1")
q.add("job2")
print(q.size)
print(firstItem(q) ?? "empty")
print(firstItem(IntBag()) as Any)

// expect: 2 [4, 9]
// expect: enqueue job1
// expect: enqueue job2
// expect: 2
// expect: job1
// expect: nil
