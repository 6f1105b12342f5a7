// Compiler test style: dump of nested structs
// Checks dump output format: the "▿"/"-" markers, indentation, labels,
// quoted strings, nested structs, and the return value of dump.

struct Point {
  var x: Int
  var y: Int
}

struct Rect {
  var origin: Point
  var size: Point
  var name: String
}

dump(Point(x: 1, y: 2))

dump(Rect(origin: Point(x: 0, y: 0), size: Point(x: 10, y: 20), name: "box"))

// Scalars.
dump(5)
dump("text")
dump(true)
dump(2.5)

// dump returns its argument.
let returned = dump(Point(x: 7, y: 8))
print(returned.x + returned.y)

// Named dump.
dump(Point(x: 3, y: 4), name: "pt")

// Indented dump.
dump(Point(x: 5, y: 6), indent: 2)

// Max depth.
dump(Rect(origin: Point(x: 1, y: 1), size: Point(x: 2, y: 2), name: "r"), maxDepth: 1)

// Max items.
dump(Rect(origin: Point(x: 1, y: 1), size: Point(x: 2, y: 2), name: "r"), maxItems: 3)

// Struct with an array field.
struct Bag {
  var items: [String]
  var count: Int
}
dump(Bag(items: ["a", "b"], count: 2))

// Empty struct.
struct Nothing {}
dump(Nothing())

// Generic struct.
struct Box<T> { var value: T }
dump(Box(value: Point(x: 9, y: 9)))

// Dump into a string.
var s = ""
dump(Point(x: 1, y: 1), to: &s)
print(s.split(separator: "\n").count)
print(s, terminator: "")

// expect: ▿ main.Point
// expect:   - x: 1
// expect:   - y: 2
// expect: ▿ main.Rect
// expect:   ▿ origin: main.Point
// expect:     - x: 0
// expect:     - y: 0
// expect:   ▿ size: main.Point
// expect:     - x: 10
// expect:     - y: 20
// expect:   - name: "box"
// expect: - 5
// expect: - "text"
// expect: - true
// expect: - 2.5
// expect: ▿ main.Point
// expect:   - x: 7
// expect:   - y: 8
// expect: 15
// expect: ▿ pt: main.Point
// expect:   - x: 3
// expect:   - y: 4
// expect:   ▿ main.Point
// expect:     - x: 5
// expect:     - y: 6
// expect: ▿ main.Rect
// expect:   ▹ origin: main.Point
// expect:   ▹ size: main.Point
// expect:   - name: "r"
// expect: ▿ main.Rect
// expect:   ▿ origin: main.Point
// expect:     - x: 1
// expect:       (1 more child)
// expect:     (2 more children)
// expect: ▿ main.Bag
// expect:   ▿ items: 2 elements
// expect:     - "a"
// expect:     - "b"
// expect:   - count: 2
// expect: - main.Nothing
// expect: ▿ main.Box<main.Point>
// expect:   ▿ value: main.Point
// expect:     - x: 9
// expect:     - y: 9
// expect: 3
// expect: ▿ main.Point
// expect:   - x: 1
// expect:   - y: 1
