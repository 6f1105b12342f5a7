// Swift compiler execution test style (static members in generics and protocols): static stored properties per type, static methods via protocol metatypes, Self-returning factories and class properties with inheritance
protocol Registry {
    static var prefix: String { get }
    static func register(_ n: Int) -> String
}
extension Registry {
    static func register(_ n: Int) -> String { "\(prefix)-\(n)" }
}
enum Users: Registry { static let prefix = "U" }
enum Orders: Registry {
    static let prefix = "O"
    static func register(_ n: Int) -> String { "order#\(n)" }
}
func registerAll<R: Registry>(_ t: R.Type, _ ns: [Int]) -> [String] { ns.map { t.register($0) } }
print(registerAll(Users.self, [1, 2]), registerAll(Orders.self, [3]))

struct Box<T> {
    static var label: String { "Box<\(T.self)>" }
    static func wrap(_ x: T) -> Box<T> { Box(value: x) }
    var value: T
}
print(Box<Int>.label, Box<[String]>.label, Box.wrap(3.5).value)

class Shape {
    class var name: String { "shape" }
    static var count = 0
    class func create() -> Self { count += 1; return self.init() }
    required init() {}
    func who() -> String { type(of: self).name }
}
class Circle: Shape { override class var name: String { "circle" } }
let s1 = Shape.create(), s2 = Circle.create(), s3 = Circle.create()
print(s1.who(), s2.who(), s3.who(), Shape.count, Circle.count)
print(type(of: s2))

struct Temperature {
    static let freezing = Temperature(celsius: 0)
    static let boiling = Temperature(celsius: 100)
    static var all: [Temperature] { [freezing, boiling] }
    var celsius: Double
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
}
print(Temperature.all.map(\.fahrenheit))
extension Int {
    static var answer: Int { 42 }
    static func doubled(_ x: Int) -> Int { x * 2 }
}
print(Int.answer, Int.doubled(.answer), [1, 2].map(Int.doubled))
print(Int.max.description.count, UInt8.max, Int16.min, Double.pi)

// expect: ["U-1", "U-2"] ["order#3"]
// expect: Box<Int> Box<Array<String>> 3.5
// expect: shape circle circle 3 3
// expect: Circle
// expect: [32.0, 212.0]
// expect: 42 84 [2, 4]
// expect: 19 255 -32768 3.141592653589793
