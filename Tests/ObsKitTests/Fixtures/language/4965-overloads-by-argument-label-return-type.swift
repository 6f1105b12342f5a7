// Compiler test style: overloads by argument label, return type, optionality, inout and closure shape
// known-gap: needs the compiler check (the callee it chooses); unchecked: error: 4965-overloads-by-argument-label-return-type.swift:47:18: error: value of type '()' has no member 'parts'
func convert(_ s: String) -> Int { return Int(s) ?? -1 }
func convert(_ s: String) -> Double { return (Double(s) ?? -1) * 2 }
func convert(_ s: String) -> String { return "<" + s + ">" }
func convert(from s: String) -> [Character] { return Array(s) }

let ci: Int = convert("12")
let cd: Double = convert("1.5")
let cs: String = convert("q")
print(ci, cd, cs, convert(from: "ab"))
print(convert("7") + 1)
print((convert("3") as Double) / 4)

func handle(_ x: Int) -> String { return "Int \(x)" }
func handle(_ x: Int?) -> String { return "Optional \(x.map(String.init) ?? "nil")" }
func handle(_ x: inout Int) -> String { x += 1; return "inout now \(x)" }
var n = 5
let on: Int? = 4
print(handle(n), handle(on), handle(nil), handle(&n), n)

func run(_ f: () -> Void) -> String { f(); return "void closure" }
func run(_ f: () -> Int) -> String { return "int closure \(f())" }
func run(_ f: (Int) -> Int) -> String { return "unary closure \(f(10))" }
print(run { print("  side effect") })
print(run { 42 })
print(run { $0 * 3 })
print(run { x in x + 1 })

func area(width w: Int, height h: Int) -> Int { return w * h }
func area(side s: Int) -> Int { return s * s }
func area(radius r: Double) -> Double { return 3.0 * r * r }
print(area(width: 2, height: 3), area(side: 4), area(radius: 2))
let f1: (Int, Int) -> Int = area(width:height:)
let f2: (Int) -> Int = area(side:)
print(f1(5, 5), f2(6))

struct Builder {
  var parts: [String] = []
  mutating func add(_ s: String) { parts.append(s) }
  func add(_ s: String) -> Builder { var c = self; c.parts.append("copy:" + s); return c }
  mutating func add(_ n: Int) { parts.append("#\(n)") }
}
var bld = Builder()
bld.add("a") as Void
let other: Builder = bld.add("b")
bld.add(3)
print(bld.parts, other.parts)

func fmt(_ v: Int, radix: Int = 10) -> String { return String(v, radix: radix) }
func fmt(_ v: Double) -> String { return "double \(v)" }
func fmt<T: BinaryInteger>(_ v: T) -> String { return "binary integer \(v)" }
print(fmt(255), fmt(255, radix: 16), fmt(2.5), fmt(UInt8(7)), fmt(Int16(-3)))

class Shape {}
class Circle: Shape {}
func place(_ s: Shape, at p: Int) -> String { return "shape at \(p)" }
func place(_ c: Circle, at p: Int) -> String { return "circle at \(p)" }
func place(_ s: Shape?, at p: Int) -> String { return "optional shape at \(p)" }
let circ = Circle()
let sh: Shape = circ
let optC: Circle? = circ
print(place(circ, at: 1), place(sh, at: 2), place(optC, at: 3))

// expect: 12 3.0 <q> ["a", "b"]
// expect: 8
// expect: 1.5
// expect: Int 5 Optional 4 Optional nil inout now 6 6
// expect:   side effect
// expect: void closure
// expect: int closure 42
// expect: unary closure 30
// expect: unary closure 11
// expect: 6 16 12.0
// expect: 25 36
// expect: ["a", "#3"] ["a", "copy:b"]
// expect: 255 ff double 2.5 binary integer 7 binary integer -3
// expect: circle at 1 shape at 2 optional shape at 3
