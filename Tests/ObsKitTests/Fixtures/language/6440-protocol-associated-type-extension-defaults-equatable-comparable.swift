// Swift Apprentice style (protocols): a protocol with an associated type, extension defaults, and Equatable/Comparable/Hashable conformances
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
    mutating func add(_ item: Item)
    var summary: String { get }
}
extension Container {
    mutating func add(_ item: Item) { items.append(item) }
    var summary: String { "\(type(of: self)) holding \(items.count) item(s)" }
    var isEmpty: Bool { items.isEmpty }
}
struct Shelf: Container {
    var items: [String] = []
}
struct Tray: Container {
    var items: [Int] = []
    mutating func add(_ item: Int) {
        if item > 0 { items.append(item) } else { print("rejected \(item)") }
    }
    var summary: String { "Tray sum \(items.reduce(0, +))" }
}
var shelf = Shelf()
shelf.add("book")
shelf.add("lamp")
var tray = Tray()
tray.add(4); tray.add(-1); tray.add(6)
print(shelf.summary)
print(tray.summary, tray.isEmpty)

struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    init(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        major = parts[0]; minor = parts.count > 1 ? parts[1] : 0; patch = parts.count > 2 ? parts[2] : 0
    }
    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
    var description: String { "v\(major).\(minor).\(patch)" }
}
let versions = ["1.10", "1.2.3", "2.0", "1.2", "1.2.0"].map(Version.init)
print(versions.sorted())
print(versions.max()!, versions.min()!)
print(Version("1.2") == Version("1.2.0"), Version("1.9") < Version("1.10"))
print(Set(versions).count, versions.sorted(by: >).first!)
print(Version("3.1") >= Version("3.0.9"), Version("0.1") > Version("0.1"))

struct Account: Equatable {
    let id: Int
    var balance: Double
    static func == (a: Account, b: Account) -> Bool { a.id == b.id }
}
print(Account(id: 1, balance: 5) == Account(id: 1, balance: 99), [Account(id: 2, balance: 0)].contains(Account(id: 2, balance: 1)))
func largest<C: Container>(in c: C) -> C.Item? where C.Item: Comparable {
    c.items.max()
}
print(largest(in: shelf) ?? "-", largest(in: tray) ?? 0)

// expect: rejected -1
// expect: Shelf holding 2 item(s)
// expect: Tray sum 10 false
// expect: [v1.2.0, v1.2.0, v1.2.3, v1.10.0, v2.0.0]
// expect: v2.0.0 v1.2.0
// expect: true true
// expect: 4 v2.0.0
// expect: true false
// expect: true true
// expect: lamp 6
