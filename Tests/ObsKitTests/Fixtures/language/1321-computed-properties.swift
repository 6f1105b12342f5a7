// Properties: computed properties with getters and setters, the newValue shorthand, read-only and implicit-return getters.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Point { var x = 0.0, y = 0.0 }
struct Size { var width = 0.0, height = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get {
            Point(x: origin.x + (size.width / 2), y: origin.y + (size.height / 2))
        }
        set(newCenter) {
            origin.x = newCenter.x - (size.width / 2)
            origin.y = newCenter.y - (size.height / 2)
        }
    }
    var area: Double { size.width * size.height }
}
var square = Rect(origin: Point(x: 0.0, y: 0.0), size: Size(width: 10.0, height: 10.0))
let initialSquareCenter = square.center
square.center = Point(x: 15.0, y: 15.0)
print("square.origin is now at (\(square.origin.x), \(square.origin.y))", initialSquareCenter, square.area)
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var kelvin: Double { celsius + 273.15 }
}
var t = Temperature(celsius: 100)
print(t.fahrenheit, t.kelvin)
t.fahrenheit = 32
print(t.celsius)
t.fahrenheit += 18
print(t.celsius)
struct Cuboid {
    var width = 0.0, height = 0.0, depth = 0.0
    var volume: Double { width * height * depth }
}
print("volume:", Cuboid(width: 4.0, height: 5.0, depth: 2.0).volume)
final class Cart {
    var prices: [Int] = []
    var total: Int { prices.reduce(0, +) }
    var isEmpty: Bool { prices.isEmpty }
    var summary: String {
        if isEmpty { return "empty cart" }
        return "\(prices.count) items, total \(total)"
    }
}
let cart = Cart()
print(cart.summary)
cart.prices += [250, 199]
print(cart.summary)

// expect: square.origin is now at (10.0, 10.0) Point(x: 5.0, y: 5.0) 100.0
// expect: 212.0 373.15
// expect: 0.0
// expect: 10.0
// expect: volume: 40.0
// expect: empty cart
// expect: 2 items, total 449
