// dump: nested structs, classes, collections, optionals, tuples, ranges; it returns its argument
struct Point { var x: Int; var y: Int }
struct Shape { var name: String; var corners: [Point]; var tags: Set<String> }
struct Empty {}
struct Badge: CustomStringConvertible {
    var level: Int
    var description: String { "Badge #\(level)" }
}
class Node {
    var value = 1
    var label = "n"
}
dump(Shape(name: "tri", corners: [Point(x: 0, y: 1)], tags: Set(["a"])))
dump(Empty())
dump(Badge(level: 2))
dump(Node())
let maybe: Int? = 4
dump(maybe)
let nothing: String? = nil
dump(nothing)
dump(["k": 1])
dump((1, "one"))
dump(0..<2)
dump([String]())
let same = dump(7)
print(same + 1)
// expect: ▿ main.Shape
// expect:   - name: "tri"
// expect:   ▿ corners: 1 element
// expect:     ▿ main.Point
// expect:       - x: 0
// expect:       - y: 1
// expect:   ▿ tags: 1 member
// expect:     - "a"
// expect: - main.Empty
// expect: ▿ Badge #2
// expect:   - level: 2
// expect: ▿ main.Node #0
// expect:   - value: 1
// expect:   - label: "n"
// expect: ▿ Optional(4)
// expect:   - some: 4
// expect: - nil
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "k"
// expect:     - value: 1
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - .1: "one"
// expect: ▿ Range(0..<2)
// expect:   - lowerBound: 0
// expect:   - upperBound: 2
// expect: - 0 elements
// expect: - 7
// expect: 8
