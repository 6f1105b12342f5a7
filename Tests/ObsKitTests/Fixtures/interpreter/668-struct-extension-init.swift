// An initializer added in an extension keeps the synthesized memberwise initializer available.
struct Size {
    var width = 0.0, height = 0.0
}
struct Point {
    var x = 0.0, y = 0.0
}
struct Rect {
    var origin = Point()
    var size = Size()
}
extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - size.width / 2
        let originY = center.y - size.height / 2
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
    var area: Double { size.width * size.height }
}
let basic = Rect()
let memberwise = Rect(origin: Point(x: 2, y: 2), size: Size(width: 5, height: 5))
let centered = Rect(center: Point(x: 4, y: 4), size: Size(width: 3, height: 3))
print(basic.origin.x, basic.area)
print(memberwise.origin.y, memberwise.area)
print(centered.origin.x, centered.origin.y, centered.area)
print(Size(width: 2).height, Point(y: 1).x)

// expect: 0.0 0.0
// expect: 2.0 25.0
// expect: 2.5 2.5 9.0
// expect: 0.0 0.0
