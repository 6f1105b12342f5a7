// App code style: protocol with associated type for a generic data source and type erasure
protocol DataSource {
    associatedtype Element
    var numberOfItems: Int { get }
    func item(at index: Int) -> Element
}

struct ArraySource<T>: DataSource {
    let items: [T]
    var numberOfItems: Int { items.count }
    func item(at index: Int) -> T { items[index] }
}

struct RangeSource: DataSource {
    let range: ClosedRange<Int>
    var numberOfItems: Int { range.count }
    func item(at index: Int) -> Int { range.lowerBound + index }
}

struct AnyDataSource<Element>: DataSource {
    private let _count: () -> Int
    private let _item: (Int) -> Element

    init<S: DataSource>(_ source: S) where S.Element == Element {
        _count = { source.numberOfItems }
        _item = source.item(at:)
    }
    var numberOfItems: Int { _count() }
    func item(at index: Int) -> Element { _item(index) }
}

struct MappedSource<Base: DataSource, Element>: DataSource {
    let base: Base
    let transform: (Base.Element) -> Element
    var numberOfItems: Int { base.numberOfItems }
    func item(at index: Int) -> Element { transform(base.item(at: index)) }
}

extension DataSource {
    func map<T>(_ f: @escaping (Element) -> T) -> MappedSource<Self, T> {
        MappedSource(base: self, transform: f)
    }
    func allItems() -> [Element] {
        (0..<numberOfItems).map { item(at: $0) }
    }
}

let sources: [AnyDataSource<Int>] = [
    AnyDataSource(ArraySource(items: [4, 8, 15])),
    AnyDataSource(RangeSource(range: 16...18)),
    AnyDataSource(ArraySource(items: ["a", "bb", "ccc"]).map { $0.count }),
]
for (i, source) in sources.enumerated() {
    print("source \(i): \(source.numberOfItems) items -> \(source.allItems())")
}
let labels = RangeSource(range: 1...3).map { "Row \($0)" }
print(labels.allItems())
let total = sources.flatMap { $0.allItems() }.reduce(0, +)
print("total:", total)

func describe<S: DataSource>(_ s: S) -> String where S.Element: CustomStringConvertible {
    s.allItems().map { $0.description }.joined(separator: "/")
}
print(describe(labels))
print(describe(sources[1]))
// expect: source 0: 3 items -> [4, 8, 15]
// expect: source 1: 3 items -> [16, 17, 18]
// expect: source 2: 3 items -> [1, 2, 3]
// expect: ["Row 1", "Row 2", "Row 3"]
// expect: total: 84
// expect: Row 1/Row 2/Row 3
// expect: 16/17/18
