// Swift Evolution style: SE-0346 primary associated types with constrained some/any like some Collection<Int>
protocol Store<Item> {
    associatedtype Item
    mutating func put(_ item: Item)
    func all() -> [Item]
}

struct ArrayStore<Item>: Store {
    private var items: [Item] = []
    mutating func put(_ item: Item) { items.append(item) }
    func all() -> [Item] { items }
}

struct SortedStore: Store {
    private var items: [String] = []
    mutating func put(_ item: String) {
        let index = items.firstIndex { $0 > item } ?? items.endIndex
        items.insert(item, at: index)
    }
    func all() -> [String] { items }
}

func fill(_ store: inout some Store<String>, with words: [String]) {
    for word in words { store.put(word) }
}

func evens(in numbers: some Collection<Int>) -> [Int] {
    numbers.filter { $0.isMultiple(of: 2) }
}

func makeSequence(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 5)
}

var plain = ArrayStore<String>()
var sorted = SortedStore()
let words = ["pear", "apple", "fig", "banana"]
fill(&plain, with: words)
fill(&sorted, with: words)
print(plain.all())
print(sorted.all())

let stores: [any Store<String>] = [plain, sorted]
for store in stores {
    print("\(type(of: store)): \(store.all().joined(separator: ","))")
}

print(evens(in: [1, 2, 3, 4, 5, 6]))
print(evens(in: 1...10))
print(evens(in: Set([8]).sorted()))
print(Array(makeSequence(upTo: 20)))

let anyCollection: any Collection<Int> = [3, 1, 2]
print(anyCollection.count, anyCollection.contains(2))

// expect: ["pear", "apple", "fig", "banana"]
// expect: ["apple", "banana", "fig", "pear"]
// expect: ArrayStore<String>: pear,apple,fig,banana
// expect: SortedStore: apple,banana,fig,pear
// expect: [2, 4, 6]
// expect: [2, 4, 6, 8, 10]
// expect: [8]
// expect: [0, 5, 10, 15, 20]
// expect: 3 true
