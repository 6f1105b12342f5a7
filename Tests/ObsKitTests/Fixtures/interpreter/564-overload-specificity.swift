// Among overloads that all fit, the most specific wins: a `-> ()` closure type over a generic result for
// a closure that gives nothing, the generic parameter with the more refined constraint, a parameter type
// that is the argument's class over a protocol it conforms to (also for a `T!` variable).
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
func run<T>(_ body: (T) -> ()) { print("returns nothing") }
func run<T, U>(_ body: (T) -> U) { print("returns a value") }
run { (x: Int) in () }
run { (x: Int) -> Int in x }

protocol Shape {}
protocol Polygon: Shape {}
protocol Square: Polygon {}
struct Circle: Shape {}
struct Triangle: Polygon {}
struct Tile: Square {}
func name<T: Shape>(_ x: T) -> String { "shape" }
func name<T: Polygon>(_ x: T) -> String { "polygon" }
func name<T: Square>(_ x: T) -> String { "square" }
print(name(Circle()), name(Triangle()), name(Tile()))
func pair<T: Polygon, U: Shape>(_ a: T, _ b: U) -> String { "polygon, shape" }
func pair<T: Polygon, U: Polygon>(_ a: T, _ b: U) -> String { "polygon, polygon" }
print(pair(Tile(), Circle()), pair(Triangle(), Tile()))

protocol Named: AnyObject {}
class Person: Named {}
func greet(_ p: Person?) { print("person", p == nil ? "absent" : "present") }
func greet(_ n: Named?) { print("named", n == nil ? "absent" : "present") }
var someone: Person! = nil
greet(someone)
someone = Person()
greet(someone)
weak var gone: Person? = nil
greet(gone)

// expect: returns nothing
// expect: returns a value
// expect: shape polygon square
// expect: polygon, shape polygon, polygon
// expect: person absent
// expect: person present
// expect: person absent
