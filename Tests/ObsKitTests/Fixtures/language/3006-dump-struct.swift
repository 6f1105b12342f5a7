// Compiler test style: dump() of nested structs, tuples and strings
struct Point {
  var x: Int
  var y: Int
}

struct Line {
  var start: Point
  var end: Point
  var label: String?
  var tags: [String]
}

let line = Line(start: Point(x: 0, y: 1), end: Point(x: 2, y: 3), label: "diag", tags: ["a", "b"])
dump(line)
dump(Point(x: -1, y: 9))
dump((1, "two"))
dump((a: 1.5, b: true))
dump("text")
dump(42)
let result = dump(Point(x: 5, y: 6), name: "pt")
print(result.x)
dump(line, name: "line", maxDepth: 1)
dump(Line(start: Point(x: 0, y: 0), end: Point(x: 0, y: 0), label: nil, tags: []))
// expect: ▿ main.Line
// expect:   ▿ start: main.Point
// expect:     - x: 0
// expect:     - y: 1
// expect:   ▿ end: main.Point
// expect:     - x: 2
// expect:     - y: 3
// expect:   ▿ label: Optional("diag")
// expect:     - some: "diag"
// expect:   ▿ tags: 2 elements
// expect:     - "a"
// expect:     - "b"
// expect: ▿ main.Point
// expect:   - x: -1
// expect:   - y: 9
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - .1: "two"
// expect: ▿ (2 elements)
// expect:   - a: 1.5
// expect:   - b: true
// expect: - "text"
// expect: - 42
// expect: ▿ pt: main.Point
// expect:   - x: 5
// expect:   - y: 6
// expect: 5
// expect: ▿ line: main.Line
// expect:   ▹ start: main.Point
// expect:   ▹ end: main.Point
// expect:   ▹ label: Optional("diag")
// expect:   ▹ tags: 2 elements
// expect: ▿ main.Line
// expect:   ▿ start: main.Point
// expect:     - x: 0
// expect:     - y: 0
// expect:   ▿ end: main.Point
// expect:     - x: 0
// expect:     - y: 0
// expect:   - label: nil
// expect:   - tags: 0 elements
