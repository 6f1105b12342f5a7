// Protocols with a primary associated type: constrained existentials (any P<T>), opaque some P<T> parameters and results, generic where clauses
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Traffic-light colours stacked on a tray and queued in a line.
protocol Collector<Item> {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct Tray<Element>: Collector {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}

struct Line<Element>: Collector {
    private var storage: [Element] = []
    mutating func append(_ item: Element) { storage.append(item) }
    var count: Int { storage.count }
    subscript(i: Int) -> Element { storage[i] }
}

extension Collector {
    var first: Item? { count > 0 ? self[0] : nil }
}

extension Collector where Item: Equatable {
    func startsWith(_ item: Item) -> Bool { count > 0 && self[0] == item }
}

func matchesInOrder<C1: Collector, C2: Collector>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] {
        return false
    }
    return true
}

var tray = Tray<String>()
tray.push("red"); tray.push("amber"); tray.push("green")
var line = Line<String>()
for s in ["red", "amber", "green"] { line.append(s) }
print(matchesInOrder(tray, line), tray.startsWith("red"), line.first ?? "-")
_ = tray.pop()
print(matchesInOrder(tray, line), tray.count)

func describe(_ c: any Collector<String>) -> String {
    (0..<c.count).map { c[$0] }.joined(separator: "/")
}
let lights: [any Collector<String>] = [tray, line]
print(lights.map(describe))

func evens(upTo n: Int) -> some Collection<Int> {
    stride(from: 0, through: n, by: 2).map { $0 }
}
let e = evens(upTo: 10)
print(e.count, e.reduce(0, +), Array(e))

func fillNumbers(_ c: inout some Collector<Int>) {
    for n in 1...3 { c.append(n * 10) }
}
var numbers = Line<Int>()
fillNumbers(&numbers)
print(numbers.count, numbers[2])

protocol Summable { static func + (a: Self, b: Self) -> Self; static var zero: Self { get } }
extension Int: Summable { static var zero: Int { 0 } }
extension String: Summable { static var zero: String { "" } }
func total<C: Collector>(_ c: C) -> C.Item where C.Item: Summable {
    (0..<c.count).reduce(C.Item.zero) { $0 + c[$1] }
}
print(total(numbers), total(tray))
// expect: true true red
// expect: false 2
// expect: ["red/amber", "red/amber/green"]
// expect: 6 30 [0, 2, 4, 6, 8, 10]
// expect: 3 30
// expect: 60 redamber
