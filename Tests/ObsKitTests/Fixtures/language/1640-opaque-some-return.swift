// Opaque types: functions and properties returning `some Protocol`, nesting opaque results, and comparing via the protocol API only.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Drawable {
    func draw() -> [String]
}

struct Line: Drawable {
    let width: Int
    func draw() -> [String] { [String(repeating: "-", count: width)] }
}

struct Framed<Inner: Drawable>: Drawable {
    let inner: Inner
    func draw() -> [String] {
        let rows = inner.draw()
        let w = rows.map(\.count).max() ?? 0
        let edge = "+" + String(repeating: "-", count: w) + "+"
        return [edge] + rows.map { "|" + $0 + String(repeating: " ", count: w - $0.count) + "|" } + [edge]
    }
}

struct Stacked<Top: Drawable, Bottom: Drawable>: Drawable {
    let top: Top, bottom: Bottom
    func draw() -> [String] { top.draw() + bottom.draw() }
}

func banner(width: Int) -> some Drawable {
    Framed(inner: Stacked(top: Line(width: width), bottom: Line(width: width / 2)))
}

struct Card {
    var body: some Drawable { Framed(inner: Line(width: 3)) }
}

let b = banner(width: 6)
for row in b.draw() { print(row) }
for row in Card().body.draw() { print(row) }
print(type(of: Card().body))

func twice(_ d: some Drawable) -> some Drawable {
    Stacked(top: d, bottom: d)
}
print(twice(Line(width: 2)).draw())

// expect: +------+
// expect: |------|
// expect: |---   |
// expect: +------+
// expect: +---+
// expect: |---|
// expect: +---+
// expect: Framed<Line>
// expect: ["--", "--"]
