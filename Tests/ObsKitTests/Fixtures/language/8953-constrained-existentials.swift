// Swift Evolution style (SE-0353 constrained existential types): heterogeneous data sources
protocol DataSource<Element> {
    associatedtype Element
    var label: String { get }
    func load() -> [Element]
}

struct ArraySource<Element>: DataSource {
    let label: String
    let items: [Element]
    func load() -> [Element] { items }
}

struct RangeSource: DataSource {
    let range: ClosedRange<Int>
    var label: String { "range \(range.lowerBound)...\(range.upperBound)" }
    func load() -> [Int] { Array(range) }
}

struct SquaresSource: DataSource {
    let n: Int
    var label: String { "squares<\(n)" }
    func load() -> [Int] { (0..<n).map { $0 * $0 } }
}

// Before SE-0353 this needed a hand-written AnyDataSource<Int> type eraser
let sources: [any DataSource<Int>] = [
    ArraySource(label: "fixed", items: [7, 1, 9]),
    RangeSource(range: 3...6),
    SquaresSource(n: 5),
]

for source in sources {
    let values = source.load()   // Element is known to be Int here
    print("\(source.label): \(values) sum=\(values.reduce(0, +))")
}

let all = sources.flatMap { $0.load() }.sorted()
print("merged:", all)

// Constrained existentials of standard library protocols
let collections: [any Collection<Int>] = [[1, 2, 3], 10...12, Set([42])]
for c in collections {
    print(c.count, c.reduce(0, +))
}

func firstWord(_ words: any Sequence<String>) -> String? {
    var it = words.makeIterator()
    return it.next()
}
print(firstWord(["alpha", "beta"]) ?? "none")
print(firstWord([String]()) ?? "none")

// Storing one in a property
struct Dashboard {
    var feed: any DataSource<String>
    func render() -> String {
        feed.label + ": " + feed.load().joined(separator: " | ")
    }
}
var board = Dashboard(feed: ArraySource(label: "news", items: ["rain", "sun"]))
print(board.render())
board.feed = ArraySource(label: "alerts", items: ["none"])
print(board.render())

// expect: fixed: [7, 1, 9] sum=17
// expect: range 3...6: [3, 4, 5, 6] sum=18
// expect: squares<5: [0, 1, 4, 9, 16] sum=30
// expect: merged: [0, 1, 1, 3, 4, 4, 5, 6, 7, 9, 9, 16]
// expect: 3 6
// expect: 3 33
// expect: 1 42
// expect: alpha
// expect: none
// expect: news: rain | sun
// expect: alerts: none
