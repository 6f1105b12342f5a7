// A struct gets a memberwise initializer for its stored properties.
struct Point {
    var x: Int
    var y: Int
}
let p = Point(x: 1, y: 2)
print(p.x, p.y)
// expect: 1 2
print("(\(p.x), \(p.y))")
// expect: (1, 2)
