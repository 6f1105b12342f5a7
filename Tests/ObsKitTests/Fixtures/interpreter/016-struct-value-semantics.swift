// Copying a struct and mutating the copy leaves the original unchanged.
struct Point {
    var x: Int
    var y: Int
}
let a = Point(x: 1, y: 2)
var b = a
b.x = 100
b.y += 1
print(a.x, a.y)
// expect: 1 2
print(b.x, b.y)
// expect: 100 3
