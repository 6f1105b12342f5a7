// Protocols: composition with `A & B` in parameters, type aliases for compositions, and a class plus protocol composition.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Identified {
    var id: Int { get }
}
protocol Titled {
    var title: String { get }
}
protocol Archivable {
    func archive() -> String
}

typealias Listing = Identified & Titled

struct Article: Identified, Titled, Archivable {
    let id: Int
    let title: String
    func archive() -> String { "article:\(id):\(title)" }
}

struct Photo: Identified, Titled {
    let id: Int
    let title: String
}

func row(_ item: Identified & Titled) -> String {
    "\(item.id). \(item.title)"
}

func store(_ items: [any Listing & Archivable]) -> [String] {
    items.map { $0.archive() }
}

let feed: [any Listing] = [Article(id: 1, title: "Tides"), Photo(id: 2, title: "Pier")]
for item in feed {
    print(row(item))
}
print(store([Article(id: 9, title: "Storms")]))

class Widget {
    let label: String
    init(label: String) { self.label = label }
}
final class Button: Widget, Titled {
    var title: String { label.uppercased() }
}
func render(_ w: Widget & Titled) {
    print("widget", w.label, "titled", w.title)
}
render(Button(label: "ok"))
let archivable = feed.filter { $0 is Archivable }.count
print("archivable:", archivable)

// expect: 1. Tides
// expect: 2. Pier
// expect: ["article:9:Storms"]
// expect: widget ok titled OK
// expect: archivable: 1
