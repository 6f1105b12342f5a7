// A property wrapper whose `wrappedValue` has a `mutating get` keeps what the getter changed (reads
// counted through `_ = p.gold`, `let`, `+=`); a constrained extension `where Item == String` applies only
// where the conforming type's inferred `Item` is String. Expected output: swiftc 6.3.1 on this machine.
@propertyWrapper
struct Counted<Value> {
    var stored: Value
    private(set) var reads = 0
    init(wrappedValue: Value) { stored = wrappedValue }
    var wrappedValue: Value {
        mutating get { reads += 1; return stored }
        set { stored = newValue }
    }
    var projectedValue: Int { reads }
}
struct Player { @Counted var gold = 10 }
var p = Player()
_ = p.gold
print(p.$gold)
let g = p.gold
print(g, p.$gold)
p.gold += 5
print(p.gold, p.$gold)

protocol Shelf { associatedtype Item; var items: [Item] { get }; func describe() -> String }
extension Shelf { func describe() -> String { "shelf of \(items.count)" } }
extension Shelf where Item == String { func describe() -> String { "words: " + items.joined(separator: " ") } }
struct Numbers: Shelf { var items: [Int] }
struct Words: Shelf { var items: [String] }
func report<S: Shelf>(_ s: S) -> String { s.describe() }
print(report(Numbers(items: [1, 2])), "|", report(Words(items: ["a", "b"])))

// expect: 1
// expect: 10 2
// expect: 15 4
// expect: shelf of 2 | words: a b
