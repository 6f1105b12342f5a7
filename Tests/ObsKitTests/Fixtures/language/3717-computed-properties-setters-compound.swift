// Compiler test style: computed properties with setters in compound assignments
struct Point { var x = 0.0; var y = 0.0 }
struct Size { var width = 0.0; var height = 0.0 }

struct Rect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
        set {
            print("set center (\(newValue.x), \(newValue.y))")
            origin.x = newValue.x - size.width / 2
            origin.y = newValue.y - size.height / 2
        }
    }
    var area: Double {
        get { size.width * size.height }
        set { let f = newValue / area; size.width *= f }
    }
}

var rect = Rect(origin: Point(x: 0, y: 0), size: Size(width: 10, height: 4))
print(rect.center.x, rect.center.y)
rect.center.x += 5
print(rect.origin.x, rect.origin.y)
rect.center.y -= 2
print(rect.origin.x, rect.origin.y)
rect.area *= 2
print(rect.size.width, rect.area)

struct Temperature {
    var celsius = 0.0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Temperature(celsius: 100)
t.fahrenheit -= 180
print(t.celsius)
t.fahrenheit += 9
print(t.celsius, t.fahrenheit)

var rects = [rect, Rect()]
rects[1].center.x += 1
print(rects[1].origin.x)
// expect: 5.0 2.0
// expect: set center (10.0, 2.0)
// expect: 5.0 0.0
// expect: set center (10.0, 0.0)
// expect: 5.0 -2.0
// expect: 20.0 80.0
// expect: 0.0
// expect: 5.0 41.0
// expect: set center (1.0, 0.0)
// expect: 1.0
