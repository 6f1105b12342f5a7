// Compiler test style: opaque parameter types (some P), generic where clauses and protocol extension defaults
protocol Describable {
    var summary: String { get }
}

extension Describable {
    var summary: String { "<\(Self.self)>" }
    func shout() -> String { summary.uppercased() }
}

struct Point: Describable {
    let x: Int, y: Int
    var summary: String { "(\(x), \(y))" }
}
struct Blank: Describable {}

extension Int: Describable {
    var summary: String { "int \(self)" }
}

func show(_ item: some Describable) -> String { "show " + item.summary }
func showAll(_ items: some Sequence<some Describable>) -> [String] { items.map(\.summary) }
func pair(_ a: some Describable, _ b: some Describable) -> String { a.summary + " & " + b.summary }

func longest<C: Collection>(_ items: C) -> C.Element? where C.Element: Describable {
    items.max { $0.summary.count < $1.summary.count }
}

print(show(Point(x: 1, y: 2)))
print(show(Blank()))
print(show(42))
print(Blank().shout(), Point(x: -3, y: 0).shout())
print(showAll([Point(x: 0, y: 0), Point(x: 5, y: 6)]))
print(showAll(1...3))
print(pair(7, Blank()))
print(longest([Point(x: 1, y: 1), Point(x: 100, y: 2), Point(x: 3, y: 30)])!.summary)
print(longest([Blank]())?.summary ?? "none")

func makeCounter(start: Int) -> some Describable {
    start
}
let c = makeCounter(start: 9)
print(c.summary, c.shout())

struct Wrapper<T: Describable>: Describable {
    let inner: T
    var summary: String { "wrap(\(inner.summary))" }
}
extension Wrapper where T == Int {
    var doubled: Int { inner * 2 }
}
let w = Wrapper(inner: 21)
print(w.summary, w.doubled, show(Wrapper(inner: Wrapper(inner: Blank()))))

// expect: show (1, 2)
// expect: show <Blank>
// expect: show int 42
// expect: <BLANK> (-3, 0)
// expect: ["(0, 0)", "(5, 6)"]
// expect: ["int 1", "int 2", "int 3"]
// expect: int 7 & <Blank>
// expect: (100, 2)
// expect: none
// expect: int 9 INT 9
// expect: wrap(int 21) 42 show wrap(wrap(<Blank>))
