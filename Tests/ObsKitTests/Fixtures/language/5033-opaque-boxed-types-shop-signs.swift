// Opaque and boxed types: some return types, any existentials, heterogeneous arrays, opening existentials
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Shop signs drawn in text, built from small pieces.
protocol Sign {
    func paint() -> String
}
struct Ladder: Sign {
    var rungs: Int
    func paint() -> String {
        var lines: [String] = []
        for n in 1...rungs { lines.append("|" + String(repeating: "-", count: n)) }
        return lines.joined(separator: "\n")
    }
}
struct Plank: Sign {
    var length: Int
    func paint() -> String { String(repeating: "=", count: length) }
}
struct Framed<T: Sign>: Sign {
    var inner: T
    func paint() -> String {
        inner.paint().split(separator: "\n").map { "[" + $0 + "]" }.joined(separator: "\n")
    }
}
struct Stacked<T: Sign, U: Sign>: Sign {
    var upper: T, lower: U
    func paint() -> String { upper.paint() + "\n" + lower.paint() }
}
func makeShopSign() -> some Sign {
    let steps = Ladder(rungs: 2)
    let shelf = Plank(length: 4)
    return Stacked(upper: Framed(inner: steps), lower: Stacked(upper: shelf, lower: steps))
}
print(makeShopSign().paint())
func frame<T: Sign>(_ sign: T) -> some Sign { Framed(inner: sign) }
print(frame(Ladder(rungs: 3)).paint())

let signs: [any Sign] = [Ladder(rungs: 1), Plank(length: 5)]
for s in signs { print(type(of: s), s.paint().count) }

func area(of s: some Sign) -> Int { s.paint().filter { $0 != "\n" }.count }
for s in signs { print("cells:", area(of: s)) }

protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Crate: Container { var items = [3, 1, 2] }
func makeContainer() -> some Container { Crate() }
let c = makeContainer()
print(c.items.count)
func describe(_ c: any Container) -> String { "container with \(c.items.count) items" }
print(describe(c))
func makeCounter() -> some Sequence<Int> { stride(from: 10, to: 0, by: -3) }
print(Array(makeCounter()))
var anyEq: [any Equatable] = [1, "two", 3.0]
print(anyEq.count)
func isSame(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func open<T: Equatable>(_ x: T) -> Bool { (b as? T) == x }
    return open(a)
}
print(isSame(1, 1), isSame(1, "1"), isSame("a", "a"))
anyEq.removeAll()
// expect: [|-]
// expect: [|--]
// expect: ====
// expect: |-
// expect: |--
// expect: [|-]
// expect: [|--]
// expect: [|---]
// expect: Ladder 2
// expect: Plank 5
// expect: cells: 2
// expect: cells: 5
// expect: 3
// expect: container with 3 items
// expect: [10, 7, 4, 1]
// expect: 3
// expect: true false true
