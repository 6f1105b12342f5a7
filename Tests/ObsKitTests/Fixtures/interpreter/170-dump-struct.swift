// dump() of a simple struct and of an array
struct Point {
    var x: Int
    var y: Int
}
struct Named {
    var name: String
    var score: Double
}
dump(Point(x: 1, y: 2))
dump(Named(name: "ann", score: 2.5))
dump([1, 2])
let r = dump("text")
print(r)

// expect: ▿ main.Point
// expect:   - x: 1
// expect:   - y: 2
// expect: ▿ main.Named
// expect:   - name: "ann"
// expect:   - score: 2.5
// expect: ▿ 2 elements
// expect:   - 1
// expect:   - 2
// expect: - "text"
// expect: text
