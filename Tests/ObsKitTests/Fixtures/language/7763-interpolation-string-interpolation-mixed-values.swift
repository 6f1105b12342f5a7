// Blog style (interpolation): string interpolation of mixed values
struct Temp: CustomStringConvertible {
    let c: Double
    var description: String { "\(c)°C" }
}
enum Level { case low, high }
let t = Temp(c: 21.5)
let n: Int? = 3
let none: String? = nil
print("Temp \(t), level \(Level.high)")
print("Opt \(String(describing: n)) and \(none ?? "default")")
print("Array \([1, 2, 3]) tuple \((1, "a"))")
print("Nested \([[t]])")
print("Expr \(2 + 3 * 4) and \(10 / 4) and \(10.0 / 4)")
print("Bool \(1 < 2) char \(Character("k"))")
let name = "World"
print("Hello, \(name.uppercased())!")
print("\(name)\(name)")
print("\\(not interpolated)")
print("Quote \"\(name)\"")
print("""
    Multi \(name)
      indented \(t)
    end
    """)
let raw = #"raw \(name) and \#(name)"#
print(raw)
print("Range \(1...3) half \(0..<2)")
print("Type \(Int.self) \(type(of: t))")
// expect: Temp 21.5°C, level high
// expect: Opt Optional(3) and default
// expect: Array [1, 2, 3] tuple (1, "a")
// expect: Nested [[21.5°C]]
// expect: Expr 14 and 2 and 2.5
// expect: Bool true char k
// expect: Hello, WORLD!
// expect: WorldWorld
// expect: \(not interpolated)
// expect: Quote "World"
// expect: Multi World
// expect:   indented 21.5°C
// expect: end
// expect: raw \(name) and World
// expect: Range 1...3 half 0..<2
// expect: Type Int Temp
