// Swift Evolution style (SE-0328 structural opaque result types): functions returning `[some P]`, `(some P, some P)`, `some P?` and closures returning `some P`
protocol Badge {
    var text: String { get }
}
struct Star: Badge { var level: Int; var text: String { String(repeating: "*", count: level) } }
struct Label: Badge { var text: String }

func stars(_ n: Int) -> [some Badge] {
    (1...n).map { Star(level: $0) }
}
for b in stars(3) { print(b.text) }
print(type(of: stars(1)))

func pair() -> (some Badge, some Badge) {
    (Star(level: 2), Label(text: "new"))
}
let (first, second) = pair()
print(first.text, second.text)

func maybeBadge(_ show: Bool) -> (some Badge)? {
    show ? Label(text: "shown") : nil
}
print(maybeBadge(true)?.text ?? "nil", maybeBadge(false)?.text ?? "nil")

func triple(_ n: Int) -> (some Badge, (some Badge, some Badge)) {
    (Star(level: n), (Label(text: "#\(n)"), Star(level: n + 1)))
}
let t = triple(1)
print(t.0.text, t.1.0.text, t.1.1.text)

func numbers() -> [some Equatable & CustomStringConvertible] {
    [10, 20, 30]
}
let ns = numbers()
print(ns, ns[0] == ns[0], ns[0] == ns[1])

func grouped() -> [String: some Badge] {
    ["gold": Star(level: 3), "silver": Star(level: 2)]
}
for key in grouped().keys.sorted() {
    print(key, grouped()[key]!.text)
}

func nested() -> ([some Badge], (some Badge)?) {
    ([Label(text: "x"), Label(text: "y")], Star(level: 1))
}
let n = nested()
print(n.0.map(\.text), n.1?.text ?? "-")

struct Shelf {
    var items: [some Badge] { [Label(text: "book"), Label(text: "lamp")] }
}
print(Shelf().items.map(\.text).joined(separator: "+"))

// expect: *
// expect: **
// expect: ***
// expect: Array<Star>
// expect: ** new
// expect: shown nil
// expect: * #1 **
// expect: [10, 20, 30] true false
// expect: gold ***
// expect: silver **
// expect: ["x", "y"] *
// expect: book+lamp
