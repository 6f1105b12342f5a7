// extensions-protocol-defaults
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Int {
    var isPrime: Bool {
        guard self > 1 else { return false }
        var d = 2
        while d * d <= self { if self % d == 0 { return false }; d += 1 }
        return true
    }
    func times(_ body: (Int) -> Void) { for i in 0..<self { body(i) } }
    mutating func square() { self *= self }
    subscript(digit i: Int) -> Int {
        var base = 1
        for _ in 0..<i { base *= 10 }
        return (self / base) % 10
    }
    enum Kind { case negative, zero, positive }
    var kind: Kind { self == 0 ? .zero : (self > 0 ? .positive : .negative) }
}

print((1...20).filter(\.isPrime))
3.times { print("tick", $0) }
var n = 12
n.square()
print(n, 746381[digit: 0], 746381[digit: 3], 746381[digit: 9])
print([-4, 0, 9].map { "\($0.kind)" })

protocol Describable {
    var title: String { get }
    func describe() -> String
}
extension Describable {
    func describe() -> String { "<\(title)>" }
    func shout() -> String { describe().uppercased() }
}
struct Book: Describable {
    var title: String
}
struct Movie: Describable {
    var title: String
    func describe() -> String { "Movie: \(title)" }
    func shout() -> String { "!!" }
}
let items: [any Describable] = [Book(title: "dune"), Movie(title: "alien")]
print(items.map { $0.describe() })
print(items.map { $0.shout() })
print(Movie(title: "x").shout())

extension Collection where Element: Comparable {
    var isSortedAscending: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
extension Sequence where Element == String {
    func initials() -> String { map { String($0.prefix(1)) }.joined() }
}
print([1, 2, 2, 5].isSortedAscending, "cab".isSortedAscending, ["grace", "hopper"].initials())

extension String {
    init(repeatingWord w: String, _ k: Int) { self = Array(repeating: w, count: k).joined(separator: "-") }
}
print(String(repeatingWord: "na", 4))
// expect: [2, 3, 5, 7, 11, 13, 17, 19]
// expect: tick 0
// expect: tick 1
// expect: tick 2
// expect: 144 1 6 0
// expect: ["negative", "zero", "positive"]
// expect: ["<dune>", "Movie: alien"]
// expect: ["<DUNE>", "MOVIE: ALIEN"]
// expect: !!
// expect: true false gh
// expect: na-na-na-na
