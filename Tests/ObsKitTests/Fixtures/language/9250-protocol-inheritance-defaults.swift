// protocol-inheritance-defaults
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

protocol Entity {
    var id: Int { get }
    func summary() -> String
}
extension Entity {
    func summary() -> String { "Entity#\(id)" }
    func label() -> String { "label:" + summary() }
    func kind() -> String { "entity" }
}

protocol Document: Entity {
    var title: String { get }
}
extension Document {
    func summary() -> String { "Doc \(title)#\(id)" }
}

struct Plain: Entity { let id: Int }
struct Note: Document {
    let id: Int, title: String
    func kind() -> String { "note" }
}
struct Report: Document {
    let id: Int, title: String
    func summary() -> String { "REPORT \(title.uppercased())" }
}

let items: [Entity] = [Plain(id: 1), Note(id: 2, title: "todo"), Report(id: 3, title: "q3")]
for e in items { print(e.summary(), "|", e.label(), "|", e.kind()) }
let note = Note(id: 4, title: "direct")
print(note.kind(), (note as Entity).kind())

protocol Greeter { func greet() -> String }
extension Greeter { func greet() -> String { "hello" } }
extension Greeter where Self: CustomStringConvertible { func greet() -> String { "hello, " + description } }
struct Anon: Greeter {}
struct Named: Greeter, CustomStringConvertible { var description: String { "Named" } }
print(Anon().greet(), Named().greet())

protocol Shape { var area: Double { get } }
protocol Polygon: Shape { var sides: Int { get } }
protocol RegularPolygon: Polygon { var sideLength: Double { get } }
extension RegularPolygon {
    var perimeter: Double { Double(sides) * sideLength }
}
extension Polygon { var isTriangle: Bool { sides == 3 } }
struct Square: RegularPolygon {
    let sideLength: Double
    var sides: Int { 4 }
    var area: Double { sideLength * sideLength }
}
struct Equilateral: RegularPolygon {
    let sideLength: Double
    var sides: Int { 3 }
    var area: Double { (3.0.squareRoot() / 4) * sideLength * sideLength }
}
let shapes: [any RegularPolygon] = [Square(sideLength: 2), Equilateral(sideLength: 2)]
for s in shapes { print(s.sides, s.perimeter, s.isTriangle, (s.area * 1000).rounded() / 1000) }
func totalArea(_ xs: [Shape]) -> Double { xs.reduce(0) { $0 + $1.area } }
print(totalArea([Square(sideLength: 1), Square(sideLength: 3)]))

protocol Resettable {
    mutating func reset()
    var isDefault: Bool { get }
}
protocol Counter: Resettable { var value: Int { get set } }
extension Counter {
    mutating func reset() { value = 0 }
    var isDefault: Bool { value == 0 }
    mutating func bump(by n: Int = 1) { value += n }
}
struct Clicks: Counter { var value = 0 }
var c = Clicks()
c.bump(); c.bump(by: 5)
print(c.value, c.isDefault)
c.reset()
print(c.value, c.isDefault)

// expect: Entity#1 | label:Entity#1 | entity
// expect: Doc todo#2 | label:Doc todo#2 | entity
// expect: REPORT Q3 | label:REPORT Q3 | entity
// expect: note entity
// expect: hello hello, Named
// expect: 4 8.0 false 4.0
// expect: 3 6.0 true 1.732
// expect: 10.0
// expect: 6 false
// expect: 0 true
