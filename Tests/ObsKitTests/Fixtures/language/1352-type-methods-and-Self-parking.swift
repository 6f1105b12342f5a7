// Methods: static and class type methods, Self inside types, a shared parking counter, and class methods overridden.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct ParkingPass {
    static let capacity = 3
    static var occupied = 0
    var isParked = false
    static func hasRoom() -> Bool { occupied < capacity }
    static func release() {
        if occupied > 0 { occupied -= 1 }
    }
    @discardableResult
    mutating func park() -> Bool {
        guard !isParked, ParkingPass.hasRoom() else { return false }
        ParkingPass.occupied += 1
        isParked = true
        return true
    }
}
final class Driver {
    var pass = ParkingPass()
    let driverName: String
    func arrive() { pass.park() }
    init(name: String) { driverName = name }
}
let drivers = ["Ilse", "Marco", "Yuki", "Dev"].map(Driver.init(name:))
for driver in drivers { driver.arrive() }
print("occupied spaces: \(ParkingPass.occupied) of \(ParkingPass.capacity)")
let late = drivers[3]
if late.pass.park() {
    print("\(late.driverName) found a space")
} else {
    print("the garage is full for \(late.driverName)")
}
ParkingPass.release()
if late.pass.park() { print("\(late.driverName) parked after someone left") }
struct Color {
    var r, g, b: Int
    static let black = Self(r: 0, g: 0, b: 0)
    static func gray(_ level: Int) -> Self { Self(r: level, g: level, b: level) }
    func mixed(with other: Self) -> Self { Self(r: (r + other.r) / 2, g: (g + other.g) / 2, b: (b + other.b) / 2) }
}
print(Color.gray(200).mixed(with: .black))
class Shape {
    class func make() -> Shape { Shape() }
    class var kind: String { "shape" }
    static func describe() -> String { "a \(kind)" }
    func name() -> String { "\(type(of: self).kind)" }
}
final class Circle: Shape {
    override class func make() -> Shape { Circle() }
    override class var kind: String { "circle" }
}
let types: [Shape.Type] = [Shape.self, Circle.self]
print(types.map { $0.make().name() }, Circle.describe(), Shape.describe())
final class IDGenerator {
    private static var next = 100
    static func make() -> Int { defer { next += 1 }; return next }
}
print(IDGenerator.make(), IDGenerator.make())

// expect: occupied spaces: 3 of 3
// expect: the garage is full for Dev
// expect: Dev parked after someone left
// expect: Color(r: 100, g: 100, b: 100)
// expect: ["shape", "circle"] a circle a shape
// expect: 100 101
