// Compiler test style: dump output for structs, classes and nested values

struct Point {
    var x: Int
    var y: Int
}

struct Line {
    var start: Point
    var end: Point
    var label: String
}

final class Node {
    var value: Int
    var tags: [String]
    init(value: Int, tags: [String]) {
        self.value = value
        self.tags = tags
    }
}

struct Empty {}

let p = Point(x: 3, y: -4)
dump(p)

let l = Line(start: Point(x: 0, y: 0), end: Point(x: 1, y: 2), label: "diag")
dump(l)

dump(Empty())

dump(42)
dump("text")
dump(2.5)
dump(true)

dump([1, 2, 3])
dump([String]())

dump(Optional(7))
let n: Int? = nil
dump(n)

dump((1, "two"))
dump((a: 1, b: false))

dump(l, name: "named")
dump(p, name: "pt", indent: 2)
dump(l, maxDepth: 1)
dump([p, p], maxItems: 3)

struct Wrapper {
    var inner: [Point]
    var opt: Point?
}
dump(Wrapper(inner: [Point(x: 9, y: 8)], opt: nil))
dump(Wrapper(inner: [], opt: Point(x: 5, y: 5)))

let returned = dump(Point(x: 1, y: 1))
print(returned.x + returned.y)

// expect: ▿ main.Point
// expect:   - x: 3
// expect:   - y: -4
// expect: ▿ main.Line
// expect:   ▿ start: main.Point
// expect:     - x: 0
// expect:     - y: 0
// expect:   ▿ end: main.Point
// expect:     - x: 1
// expect:     - y: 2
// expect:   - label: "diag"
// expect: - main.Empty
// expect: - 42
// expect: - "text"
// expect: - 2.5
// expect: - true
// expect: ▿ 3 elements
// expect:   - 1
// expect:   - 2
// expect:   - 3
// expect: - 0 elements
// expect: ▿ Optional(7)
// expect:   - some: 7
// expect: - nil
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - .1: "two"
// expect: ▿ (2 elements)
// expect:   - a: 1
// expect:   - b: false
// expect: ▿ named: main.Line
// expect:   ▿ start: main.Point
// expect:     - x: 0
// expect:     - y: 0
// expect:   ▿ end: main.Point
// expect:     - x: 1
// expect:     - y: 2
// expect:   - label: "diag"
// expect:   ▿ pt: main.Point
// expect:     - x: 3
// expect:     - y: -4
// expect: ▿ main.Line
// expect:   ▹ start: main.Point
// expect:   ▹ end: main.Point
// expect:   - label: "diag"
// expect: ▿ 2 elements
// expect:   ▿ main.Point
// expect:     - x: 3
// expect:       (1 more child)
// expect:     (1 more child)
// expect: ▿ main.Wrapper
// expect:   ▿ inner: 1 element
// expect:     ▿ main.Point
// expect:       - x: 9
// expect:       - y: 8
// expect:   - opt: nil
// expect: ▿ main.Wrapper
// expect:   - inner: 0 elements
// expect:   ▿ opt: Optional(main.Point(x: 5, y: 5))
// expect:     ▿ some: main.Point
// expect:       - x: 5
// expect:       - y: 5
// expect: ▿ main.Point
// expect:   - x: 1
// expect:   - y: 1
// expect: 2
