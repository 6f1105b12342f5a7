// Initialization: value-type initializer delegation with self.init, and an extension init that keeps the memberwise one.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    init() {}
    init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let basicRect = Rect()
let originRect = Rect(origin: Point(x: 2.0, y: 2.0), size: Size(width: 5.0, height: 5.0))
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(basicRect.origin, originRect.size.width, centerRect.origin)
struct Duration {
    var seconds: Int
}
extension Duration {
    init(minutes: Int, seconds: Int = 0) { self.init(seconds: minutes * 60 + seconds) }
    init(hours: Int) { self.init(minutes: hours * 60) }
    init?(parsing text: String) {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        self.init(minutes: parts[0], seconds: parts[1])
    }
}
print(Duration(seconds: 30).seconds, Duration(minutes: 2, seconds: 5).seconds, Duration(hours: 1).seconds)
print(Duration(parsing: "3:15")?.seconds as Any, Duration(parsing: "oops")?.seconds as Any)
struct Money {
    let cents: Int
    init(cents: Int) { self.cents = cents }
    init(_ amount: Double) { self.init(cents: Int(amount * 100)) }
    init(euros: Int, cents: Int) { self.init(cents: euros * 100 + cents) }
}
print(Money(12.5).cents, Money(euros: 3, cents: 7).cents)

// expect: Point(x: 0.0, y: 0.0) 5.0 Point(x: 2.5, y: 2.5)
// expect: 30 125 3600
// expect: Optional(195) nil
// expect: 1250 307
