// Generics: associated types, constraints on associated types, where clauses, generic subscripts (expected output from swiftc 6.3.1 on Linux)
protocol Feed {
    associatedtype Entry: CustomStringConvertible
    var title: String { get }
    func entries() -> [Entry]
}

struct Headline: CustomStringConvertible { let text: String; var description: String { "«\(text)»" } }
struct NewsFeed: Feed {
    let title = "news"
    var items: [Headline]
    func entries() -> [Headline] { items }
}
struct SensorFeed: Feed {
    let title: String
    var samples: [Double]
    func entries() -> [Double] { samples }
}
struct TagFeed: Feed {
    let title = "tags"
    func entries() -> [String] { ["swift", "generics", "where"] }
}

func describeFeed<F: Feed>(_ feed: F) -> String {
    "\(feed.title): " + feed.entries().map(\.description).joined(separator: ", ")
}
let news = NewsFeed(items: [Headline(text: "Rain due"), Headline(text: "Ferry late")])
let attic = SensorFeed(title: "attic", samples: [18.5, 19.0, 17.5])
let cellar = SensorFeed(title: "cellar", samples: [12.0, 11.5])
print(describeFeed(news))
print(describeFeed(attic))

func merged<A: Feed, B: Feed>(_ a: A, _ b: B) -> [A.Entry] where A.Entry == B.Entry {
    a.entries() + b.entries()
}
print(merged(attic, cellar))

func sameTitles<A: Feed, B: Feed>(_ a: A, _ b: B) -> Bool where A.Entry: Equatable, A.Entry == B.Entry {
    a.entries() == b.entries()
}
print(sameTitles(attic, cellar), sameTitles(attic, SensorFeed(title: "copy", samples: [18.5, 19.0, 17.5])))

extension Feed where Entry == Double {
    var mean: Double { entries().reduce(0, +) / Double(entries().count) }
}
extension Feed where Entry == String {
    func longest() -> String? { entries().max { $0.count < $1.count } }
}
print(attic.mean, cellar.mean, TagFeed().longest() ?? "-")

extension Feed {
    subscript<R: RangeExpression>(window range: R) -> [Entry] where R.Bound == Int {
        Array(entries()[range.relative(to: entries().indices)])
    }
    func entries<T>(as type: T.Type) -> [T] { entries().compactMap { $0 as? T } }
}
print(attic[window: 1...], TagFeed()[window: ..<2], news[window: 0..<1])
print(attic.entries(as: Double.self).count, attic.entries(as: String.self).count)

struct Shelf<Item> {
    var items: [Item]
    func sortedItems() -> [Item] where Item: Comparable { items.sorted() }
    func joined() -> String where Item == String { items.joined(separator: "/") }
}
print(Shelf(items: [3, 1, 2]).sortedItems(), Shelf(items: ["b", "a"]).joined())

struct Registry {
    private var values: [String: Any] = [:]
    subscript<T>(key: String) -> T? {
        get { values[key] as? T }
        set { values[key] = newValue }
    }
}
var reg = Registry()
reg["limit"] = 10; reg["name"] = "main"
let limit: Int? = reg["limit"]
let wrong: String? = reg["limit"]
print(limit as Any, wrong as Any, (reg["name"] as String?) ?? "-")

// expect: news: «Rain due», «Ferry late»
// expect: attic: 18.5, 19.0, 17.5
// expect: [18.5, 19.0, 17.5, 12.0, 11.5]
// expect: false true
// expect: 18.333333333333332 11.75 generics
// expect: [19.0, 17.5] ["swift", "generics"] [«Rain due»]
// expect: 3 0
// expect: [1, 2, 3] b/a
// expect: Optional(10) nil main
