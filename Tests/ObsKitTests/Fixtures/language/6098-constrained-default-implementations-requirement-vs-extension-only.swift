// Compiler test style (protocol extensions): constrained default implementations, requirement vs extension-only dispatch through generic code and existentials
protocol Describable {
    func describe() -> String
}
extension Describable {
    func describe() -> String { "default" }
    func extra() -> String { "extension extra" }
}
extension Describable where Self: Collection {
    func describe() -> String { "collection of \(count)" }
}
extension Describable where Self: Numeric {
    func describe() -> String { "number" }
}

struct Plain: Describable {}
struct Custom: Describable {
    func describe() -> String { "custom" }
    func extra() -> String { "custom extra" }
}
extension Array: Describable {}
extension Int: Describable {}
extension String: Describable { func describe() -> String { "string \(self)" } }

func viaGeneric<T: Describable>(_ x: T) -> String { x.describe() + " / " + x.extra() }
func viaExistential(_ x: any Describable) -> String { x.describe() + " / " + x.extra() }

print(viaGeneric(Plain()))
print(viaGeneric(Custom()))
print(Custom().extra())
print(viaExistential(Custom()))
print(viaGeneric([1, 2, 3]))
print(viaGeneric(7))
print(viaGeneric("hi"))
let items: [any Describable] = [Plain(), Custom(), [true], 4, "s"]
print(items.map { $0.describe() })

protocol Shape { var sides: Int { get } }
extension Shape {
    var name: String { "\(sides)-gon" }
    func summary() -> String { "shape " + name }
}
extension Shape where Self == Square {
    var name: String { "square" }
}
struct Square: Shape { let sides = 4 }
struct Tri: Shape { let sides = 3 }
print(Square().name, Square().summary(), Tri().name, Tri().summary())

protocol Scorable { var score: Int { get } }
extension Sequence where Element: Scorable {
    func total() -> Int { reduce(0) { $0 + $1.score } }
}
extension Sequence where Element == Int {
    func total() -> Int { reduce(0, +) * 10 }
}
struct Player: Scorable { let score: Int }
print([Player(score: 3), Player(score: 4)].total(), [1, 2].total())

// expect: default / extension extra
// expect: custom / extension extra
// expect: custom extra
// expect: custom / extension extra
// expect: collection of 3 / extension extra
// expect: number / extension extra
// expect: string hi / extension extra
// expect: ["default", "custom", "collection of 1", "number", "string s"]
// expect: square shape 4-gon 3-gon shape 3-gon
// expect: 7 30
