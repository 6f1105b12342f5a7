// Swift book style: Extensions: computed properties and initializers added to existing types
extension Double {
    var km: Double { return self * 1_000.0 }
    var m: Double { return self }
    var cm: Double { return self / 100.0 }
    var mm: Double { return self / 1_000.0 }
    var ft: Double { return self / 3.28084 }
}

let oneInch = 25.4.mm
print("One inch is \(oneInch) meters")
let threeFeet = 3.0.ft
print("Three feet is \(threeFeet) meters")
let aMarathon = 42.km + 195.m
print("A marathon is \(aMarathon) meters long")

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

let defaultRect = Rect()
let memberwiseRect = Rect(origin: Point(x: 2.0, y: 2.0), size: Size(width: 5.0, height: 5.0))
print("default: \(defaultRect.size.width)x\(defaultRect.size.height)")
print("memberwise origin: (\(memberwiseRect.origin.x), \(memberwiseRect.origin.y))")

extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
    var area: Double { return size.width * size.height }
    var center: Point {
        get {
            return Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        }
        set {
            origin.x = newValue.x - size.width / 2
            origin.y = newValue.y - size.height / 2
        }
    }
}

var centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print("centerRect origin is (\(centerRect.origin.x), \(centerRect.origin.y))")
print("area: \(centerRect.area)")
centerRect.center = Point(x: 10.0, y: 0.0)
print("moved origin is (\(centerRect.origin.x), \(centerRect.origin.y))")
print("center now (\(centerRect.center.x), \(centerRect.center.y))")

extension Int {
    var isEven: Bool { return self % 2 == 0 }
    var squared: Int { return self * self }
}
print("7 even? \(7.isEven), 7 squared \(7.squared)")
print("evens: \((1...10).filter { $0.isEven })")
// expect: One inch is 0.0254 meters
// expect: Three feet is 0.914399970739201 meters
// expect: A marathon is 42195.0 meters long
// expect: default: 0.0x0.0
// expect: memberwise origin: (2.0, 2.0)
// expect: centerRect origin is (2.5, 2.5)
// expect: area: 9.0
// expect: moved origin is (8.5, -1.5)
// expect: center now (10.0, 0.0)
// expect: 7 even? false, 7 squared 49
// expect: evens: [2, 4, 6, 8, 10]
