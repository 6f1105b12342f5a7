// protocols with associated types: a generic Container, a Repository protocol, and some/any usage (expected output from swiftc 6.3.1 on Linux)
protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func append(_ item: Item)
    subscript(i: Int) -> Item { get }
}

extension Container {
    var isEmpty: Bool { count == 0 }
}

extension Container where Item: Equatable {
    func allEqual() -> Bool {
        guard count > 1 else { return true }
        return (1..<count).allSatisfy { self[$0] == self[0] }
    }
}

struct IntBag: Container {
    private var storage: [Int] = []
    var count: Int { storage.count }
    mutating func append(_ item: Int) { storage.append(item) }
    subscript(i: Int) -> Int { storage[i] }
}

struct RingBuffer<Element>: Container {
    private var storage: [Element?]
    private var start = 0
    private(set) var count = 0
    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }
    mutating func append(_ item: Element) {
        let end = (start + count) % storage.count
        storage[end] = item
        if count == storage.count { start = (start + 1) % storage.count } else { count += 1 }
    }
    subscript(i: Int) -> Element { storage[(start + i) % storage.count]! }
}

protocol Identifiable2 { var id: Int { get } }

protocol Repository {
    associatedtype Model: Identifiable2
    func all() -> [Model]
}

extension Repository {
    func find(_ id: Int) -> Model? { all().first { $0.id == id } }
}

struct Note: Identifiable2 { let id: Int; let text: String }
struct NoteRepo: Repository {
    func all() -> [Note] { [Note(id: 1, text: "buy milk"), Note(id: 2, text: "call Kim")] }
}

func contents<C: Container>(_ c: C) -> [C.Item] { (0..<c.count).map { c[$0] } }

var bag = IntBag()
print(bag.isEmpty, bag.allEqual())
[7, 7, 7].forEach { bag.append($0) }
print(contents(bag), bag.allEqual())
bag.append(8)
print(bag.allEqual(), bag.count)

var ring = RingBuffer<String>(capacity: 3)
for word in ["a", "b", "c", "d", "e"] { ring.append(word) }
print(contents(ring), ring.count)

let repo = NoteRepo()
print(repo.find(2)?.text ?? "none", repo.find(5)?.text ?? "none")
func makeRepo() -> some Repository { NoteRepo() }
print(makeRepo().all().count)
let containers: [any Container] = [bag, ring]
print(containers.map(\.count))
// expect: true true
// expect: [7, 7, 7] true
// expect: false 4
// expect: ["c", "d", "e"] 3
// expect: call Kim none
// expect: 2
// expect: [4, 3]
