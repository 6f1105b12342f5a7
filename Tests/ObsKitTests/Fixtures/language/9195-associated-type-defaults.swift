// associated-type-defaults
// known-gap: error: joined(separator:) requires String elements, not 'Int'
// expected output: swiftc 6.3.1 (Linux), run on this machine

protocol Container {
    associatedtype Item
    associatedtype Index: Comparable = Int
    var items: [Item] { get }
    func describe() -> String
}

extension Container {
    func describe() -> String { "container of \(items.count)" }
    var isEmpty: Bool { items.isEmpty }
    func item(at i: Int) -> Item? { i < items.count ? items[i] : nil }
}

extension Container where Item: Comparable {
    var smallest: Item? { items.min() }
}

extension Container where Item == String {
    func describe() -> String { "words: " + items.joined(separator: " ") }
}

struct IntBag: Container {
    var items: [Int]
}

struct WordList: Container {
    var items: [String]
}

struct Custom: Container {
    typealias Index = String
    var items: [Double]
    func describe() -> String { "custom \(items.reduce(0, +))" }
}

func report<C: Container>(_ c: C) -> String {
    c.describe()
}

protocol Shape {
    var name: String { get }
    func area() -> Double
}
extension Shape {
    var name: String { String(describing: Self.self).lowercased() }
    func summary() -> String { "\(name): \(area())" }
}
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Circle: Shape {
    var r: Double
    var name: String { "round thing" }
    func area() -> Double { (3 * r * r) }
}

protocol Resettable { mutating func reset() }
protocol Counter: Resettable { var count: Int { get set } }
extension Counter { mutating func reset() { count = 0 } ; mutating func bump() { count += 1 } }
struct Clicks: Counter { var count = 0 }

let bag = IntBag(items: [5, 2, 8])
print(bag.describe(), report(bag))
print(bag.smallest ?? 0, bag.item(at: 1) ?? 0, bag.item(at: 7) as Any)
let words = WordList(items: ["hi", "there"])
print(words.describe())
print(report(words))
print(words.smallest ?? "")
let c = Custom(items: [1.5, 2.5])
print(c.describe(), report(c), c.isEmpty)
print(IntBag(items: []).isEmpty)
let shapes: [any Shape] = [Square(side: 2), Circle(r: 1)]
for s in shapes { print(s.summary()) }
var k = Clicks()
k.bump(); k.bump(); k.bump()
print(k.count)
k.reset()
print(k.count)

// expect: container of 3 container of 3
// expect: 2 2 nil
// expect: words: hi there
// expect: words: hi there
// expect: hi
// expect: custom 4.0 custom 4.0 false
// expect: true
// expect: square: 4.0
// expect: round thing: 3.0
// expect: 3
// expect: 0
