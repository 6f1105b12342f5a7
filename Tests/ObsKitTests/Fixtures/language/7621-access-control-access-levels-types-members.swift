// Swift book style (Access Control): access levels on types, members, nested types and setters in extensions
public struct Temperature {
    public private(set) var celsius: Double
    fileprivate var readings: [Double] = []
    private static var created = 0
    public init(celsius: Double) {
        self.celsius = celsius
        Temperature.created += 1
    }
    public mutating func record(_ c: Double) {
        readings.append(c)
        celsius = c
    }
    static var createdCount: Int { created }
}
extension Temperature {
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    fileprivate var average: Double {
        readings.isEmpty ? celsius : readings.reduce(0, +) / Double(readings.count)
    }
}
var t = Temperature(celsius: 20)
t.record(25)
t.record(30)
print(t.celsius, t.fahrenheit, t.average, t.readings.count)
_ = Temperature(celsius: 0)
print("created", Temperature.createdCount)
internal class Counter {
    private var value = 0
    fileprivate(set) var label = "c"
    func tick() -> Int { value += 1; return value }
}
let c = Counter()
c.label = "renamed"
print(c.tick(), c.tick(), c.label)
private enum Mode: String { case quiet, loud }
fileprivate func announce(_ m: Mode) -> String { m == .loud ? m.rawValue.uppercased() : m.rawValue }
print(announce(.loud), announce(.quiet))
struct Wrapper {
    private struct Hidden { var n: Int }
    private var hidden = Hidden(n: 7)
    var exposed: Int { hidden.n * 6 }
    mutating func bump() { hidden.n += 1 }
}
var w = Wrapper()
w.bump()
print(w.exposed)
class Base {
    fileprivate func greet() -> String { "base" }
}
class Derived: Base {
    override internal func greet() -> String { "derived+" + super.greet() }
}
print(Derived().greet(), (Derived() as Base).greet())
// expect: 30.0 86.0 27.5 2
// expect: created 2
// expect: 1 2 renamed
// expect: LOUD quiet
// expect: 48
// expect: derived+base derived+base
