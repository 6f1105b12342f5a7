// Tutorial style (SwiftLee, protocol extensions): default implementations with constraints
protocol Describable {
    var title: String { get }
    func summary() -> String
}

extension Describable {
    func summary() -> String { "Item: \(title)" }
    func shout() -> String { title.uppercased() + "!" }
}

extension Describable where Self: Comparable {
    func isBefore(_ other: Self) -> String {
        self < other ? "\(title) comes first" : "\(other.title) comes first"
    }
}

struct Book: Describable, Comparable {
    let title: String
    let pages: Int
    static func < (lhs: Book, rhs: Book) -> Bool { lhs.pages < rhs.pages }
}

struct Song: Describable {
    let title: String
    func summary() -> String { "Song: \(title)" }
}

extension Collection where Element: Describable {
    func titles() -> String { map(\.title).joined(separator: "; ") }
}

extension Array where Element == Int {
    func average() -> Double {
        isEmpty ? 0 : Double(reduce(0, +)) / Double(count)
    }
}

let novel = Book(title: "Harbor Lights", pages: 320)
let guide = Book(title: "Field Notes", pages: 120)
let tune = Song(title: "Night Drive")

print(novel.summary())
print(tune.summary())
print(tune.shout())
print(novel.isBefore(guide))
print([novel, guide].titles())
print([novel, guide].sorted().map(\.pages))

let items: [any Describable] = [novel, tune]
for item in items { print(item.summary()) }

print([4, 8, 15].average())
print([Int]().average())

// expect: Item: Harbor Lights
// expect: Song: Night Drive
// expect: NIGHT DRIVE!
// expect: Field Notes comes first
// expect: Harbor Lights; Field Notes
// expect: [120, 320]
// expect: Item: Harbor Lights
// expect: Song: Night Drive
// expect: 9.0
// expect: 0.0
