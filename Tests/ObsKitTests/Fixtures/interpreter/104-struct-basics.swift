// Structs: memberwise init, value semantics, printing
struct Point {
    var x: Int
    var y: Int
}

var a = Point(x: 1, y: 2)
var b = a
b.x = 10
print(a)
print(b)
print(a.x + b.x)

struct Size {
    var width: Double = 1.0
    var height: Double = 2.0
}
print(Size())
print(Size(width: 3))
print(Size(height: 0.5))

// expect: Point(x: 1, y: 2)
// expect: Point(x: 10, y: 2)
// expect: 11
// expect: Size(width: 1.0, height: 2.0)
// expect: Size(width: 3.0, height: 2.0)
// expect: Size(width: 1.0, height: 0.5)
