// Compiler test style (dump): dump output for structs, classes with inheritance, enums with payloads, optionals and nested collections
struct Point { var x: Int; var y: Int }
struct Line { var from: Point; var to: Point; var label: String? }
class Animal { var name = "generic"; var legs = 4 }
class Bird: Animal { var canFly = true; override init() { super.init(); name = "bird"; legs = 2 } }
enum Shape { case circle(radius: Double), square(Int), empty }
struct Described: CustomStringConvertible { var v = 1; var description: String { "described!" } }

dump(Point(x: 1, y: 2))
dump(Line(from: Point(x: 0, y: 0), to: Point(x: 3, y: 4), label: "diag"))
dump(Line(from: Point(x: 1, y: 1), to: Point(x: 1, y: 1), label: nil))
dump(Shape.circle(radius: 1.5))
dump(Shape.square(3))
dump(Shape.empty)
dump([1, 2, 3])
dump(["b": [1], "a": []].sorted { $0.key < $1.key }.map { $0.value })
dump((1, "two", 3.0))
dump((x: 1, y: Point(x: 5, y: 6)))
dump(Optional(Point(x: 9, y: 9)))
dump(Optional<Int>.none)
dump("text")
dump(Described())
dump([Described()])
let r = dump(Point(x: 7, y: 8), name: "named")
print("returned", r.x)
dump([[1, 2], [], [3]], maxDepth: 2)
dump(Line(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), label: "deep"), indent: 2, maxDepth: 1)
dump([Shape.square(1), .empty], maxItems: 3)
var out = ""
dump(["k": 1], to: &out)
print(out.split(separator: "\n").count, out.hasPrefix("▿"))

// expect: ▿ main.Point
// expect:   - x: 1
// expect:   - y: 2
// expect: ▿ main.Line
// expect:   ▿ from: main.Point
// expect:     - x: 0
// expect:     - y: 0
// expect:   ▿ to: main.Point
// expect:     - x: 3
// expect:     - y: 4
// expect:   ▿ label: Optional("diag")
// expect:     - some: "diag"
// expect: ▿ main.Line
// expect:   ▿ from: main.Point
// expect:     - x: 1
// expect:     - y: 1
// expect:   ▿ to: main.Point
// expect:     - x: 1
// expect:     - y: 1
// expect:   - label: nil
// expect: ▿ main.Shape.circle
// expect:   ▿ circle: (1 element)
// expect:     - radius: 1.5
// expect: ▿ main.Shape.square
// expect:   - square: 3
// expect: - main.Shape.empty
// expect: ▿ 3 elements
// expect:   - 1
// expect:   - 2
// expect:   - 3
// expect: ▿ 2 elements
// expect:   - 0 elements
// expect:   ▿ 1 element
// expect:     - 1
// expect: ▿ (3 elements)
// expect:   - .0: 1
// expect:   - .1: "two"
// expect:   - .2: 3.0
// expect: ▿ (2 elements)
// expect:   - x: 1
// expect:   ▿ y: main.Point
// expect:     - x: 5
// expect:     - y: 6
// expect: ▿ Optional(main.Point(x: 9, y: 9))
// expect:   ▿ some: main.Point
// expect:     - x: 9
// expect:     - y: 9
// expect: - nil
// expect: - "text"
// expect: ▿ described!
// expect:   - v: 1
// expect: ▿ 1 element
// expect:   ▿ described!
// expect:     - v: 1
// expect: ▿ named: main.Point
// expect:   - x: 7
// expect:   - y: 8
// expect: returned 7
// expect: ▿ 3 elements
// expect:   ▿ 2 elements
// expect:     - 1
// expect:     - 2
// expect:   - 0 elements
// expect:   ▿ 1 element
// expect:     - 3
// expect:   ▿ main.Line
// expect:     ▹ from: main.Point
// expect:     ▹ to: main.Point
// expect:     ▹ label: Optional("deep")
// expect: ▿ 2 elements
// expect:   ▿ main.Shape.square
// expect:     - square: 1
// expect:     (1 more child)
// expect: 4 true
