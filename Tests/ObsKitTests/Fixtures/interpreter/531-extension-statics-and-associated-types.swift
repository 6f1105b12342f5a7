// Static members that a script's extension gives library types (`Int.answer`, `String.greeting`, a static
// method, a static stored property); an associated type read through a generic parameter (`C.Item.zero`),
// inferred from the conforming type's subscript, from a generic parameter of the same name, from a property,
// and a sequence's `Element` from its `next()`. Expected output: swiftc 6.3.1 on this machine.
extension Int { static var answer: Int { 42 }; static let base = 7; static func twice(_ x: Int) -> Int { 2 * x } }
extension Double { static var half: Double { 0.5 } }
extension String { static let greeting = "hi"; static var stars: String { "***" } }
print(Int.answer, Int.base, Int.twice(4), Double.half, String.greeting, String.stars)

protocol Summable { static var zero: Self { get }; static func + (a: Self, b: Self) -> Self }
extension Int: Summable { static var zero: Int { 0 } }
extension String: Summable { static var zero: String { "" } }

protocol Shelf {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct Boxes<Element>: Shelf {
    var storage: [Element]
    var count: Int { storage.count }
    subscript(i: Int) -> Element { storage[i] }
}
struct Named<Item>: Shelf {
    var items: [Item]
    var count: Int { items.count }
    subscript(i: Int) -> Item { items[i] }
}
func total<S: Shelf>(_ shelf: S) -> S.Item where S.Item: Summable {
    (0..<shelf.count).reduce(S.Item.zero) { $0 + shelf[$1] }
}
print(total(Boxes(storage: [1, 2, 3])), total(Named(items: ["a", "b"])))

protocol Labelled { associatedtype Label; var label: Label { get } }
struct Pin: Labelled { var label: Int }
func describe<L: Labelled>(_ value: L) -> String { "\(L.Label.self): \(value.label)" }
print(describe(Pin(label: 5)))

struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? { n == 0 ? nil : { n -= 1; return n + 1 }() }
}
func firstOf<S: Sequence>(_ s: S) -> String { "\(S.Element.self) \(Array(s).first.map { "\($0)" } ?? "-")" }
print(firstOf(Countdown(n: 3)))

// expect: 42 7 8 0.5 hi ***
// expect: 6 ab
// expect: Int: 5
// expect: Int 3
