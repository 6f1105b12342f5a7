// Sundell generics style (key paths in generic APIs): sorting, grouping and a builder driven by KeyPath<Root, Value>
struct Book {
    var title: String
    var year: Int
    var pages: Int
    var genre: String
}

extension Sequence {
    func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: keyPath] > $1[keyPath: keyPath] : $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }

    func grouped<Key: Hashable & Comparable>(by keyPath: KeyPath<Element, Key>) -> [(Key, [Element])] {
        Dictionary(grouping: self) { $0[keyPath: keyPath] }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    func sum<Value: Numeric>(_ keyPath: KeyPath<Element, Value>) -> Value {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
}

struct Builder<Root> {
    private(set) var value: Root
    init(_ value: Root) { self.value = value }

    func with<Value>(_ keyPath: WritableKeyPath<Root, Value>, _ newValue: Value) -> Builder {
        var copy = value
        copy[keyPath: keyPath] = newValue
        return Builder(copy)
    }
}

func pluck<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> (Root) -> Value {
    { $0[keyPath: keyPath] }
}

let base = Book(title: "", year: 2000, pages: 100, genre: "misc")
let books = [
    Builder(base).with(\.title, "Dune").with(\.year, 1965).with(\.pages, 412).with(\.genre, "sf").value,
    Builder(base).with(\.title, "Emma").with(\.year, 1815).with(\.pages, 474).with(\.genre, "novel").value,
    Builder(base).with(\.title, "Solaris").with(\.year, 1961).with(\.pages, 204).with(\.genre, "sf").value,
    Builder(base).with(\.title, "Notes").value,
]
print(books.sorted(by: \.year).map(\.title))
print(books.sorted(by: \.pages, descending: true).map(\.title))
for (genre, group) in books.grouped(by: \.genre) {
    print(genre, group.map(\.title).sorted(), group.sum(\.pages))
}
print(books.sum(\.pages), books.map(pluck(\.title.count)))
let titleLength: KeyPath<Book, Int> = \Book.title.count
print(books.map { $0[keyPath: titleLength] }.max()!)

// expect: ["Emma", "Solaris", "Dune", "Notes"]
// expect: ["Emma", "Dune", "Solaris", "Notes"]
// expect: misc ["Notes"] 100
// expect: novel ["Emma"] 474
// expect: sf ["Dune", "Solaris"] 616
// expect: 1190 [4, 4, 7, 5]
// expect: 7
