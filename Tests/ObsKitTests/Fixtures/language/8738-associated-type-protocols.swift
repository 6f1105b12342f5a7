// Tutorial style (Kodeco protocols): associatedtype requirements, type inference and generic containers
protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func append(_ item: Item)
    subscript(i: Int) -> Item { get }
}

extension Container {
    var isEmpty: Bool { count == 0 }
    func allItems() -> [Item] { (0..<count).map { self[$0] } }
}

extension Container where Item: Equatable {
    func contains(_ item: Item) -> Bool {
        for i in 0..<count where self[i] == item { return true }
        return false
    }
}

struct Ring<Element>: Container {
    private var storage: [Element] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }
    var count: Int { storage.count }
    mutating func append(_ item: Element) {
        if storage.count == capacity { storage.removeFirst() }
        storage.append(item)
    }
    subscript(i: Int) -> Element { storage[i] }
}

struct Tally: Container {
    var marks = ""
    var count: Int { marks.count }
    mutating func append(_ item: Character) { marks.append(item) }
    subscript(i: Int) -> Character { marks[marks.index(marks.startIndex, offsetBy: i)] }
}

func matches<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
}

var recent = Ring<Character>(capacity: 3)
for ch in "swift" { recent.append(ch) }
print(recent.allItems())
print(recent.contains("f"), recent.contains("s"))

var tally = Tally()
for ch in "ift" { tally.append(ch) }
print(tally.allItems(), tally.isEmpty)
print("match: \(matches(recent, tally))")
tally.append("!")
print("match: \(matches(recent, tally))")

var numbers = Ring<Int>(capacity: 2)
print(numbers.isEmpty)
numbers.append(1); numbers.append(2); numbers.append(3)
print(numbers.allItems(), numbers[0])

func firstItem<C: Container>(of c: C) -> C.Item? { c.isEmpty ? nil : c[0] }
print(firstItem(of: numbers) ?? -1, firstItem(of: Tally()) ?? "-")

// expect: ["i", "f", "t"]
// expect: true false
// expect: ["i", "f", "t"] false
// expect: match: true
// expect: match: false
// expect: true
// expect: [2, 3] 2
// expect: 2 -
