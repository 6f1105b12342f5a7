// Compiler test style: overloading by return type selects via the contextual type
// known-gap: line 3: expected "took string one", got "took string 1"
func value() -> Int { 1 }
func value() -> String { "one" }
func value() -> Double { 1.5 }

let i: Int = value()
let s: String = value()
let d: Double = value()
print(i, s, d)
print(value() as Int, value() as String, value() as Double)

func take(_ x: String) -> String { "took string \(x)" }
print(take(value()))

func parse(_ s: String) -> Int? { Int(s) }
func parse(_ s: String) -> [Character] { Array(s) }
let n: Int? = parse("42")
let cs: [Character] = parse("hey")
print(n ?? 0, cs)

struct Celsius { var v: Double }
struct Fahrenheit { var v: Double }
func convert(_ c: Celsius) -> Fahrenheit { Fahrenheit(v: c.v * 9 / 5 + 32) }
func convert(_ c: Celsius) -> Double { c.v + 273.15 }
let f: Fahrenheit = convert(Celsius(v: 100))
let k: Double = convert(Celsius(v: 0))
print(f.v, k)

func zero<T: Numeric>() -> T { 0 }
let z1: Int = zero()
let z2: Double = zero()
let z3: Float = zero()
print(z1, z2, z3)
print([zero(), 2.5])
// expect: 1 one 1.5
// expect: 1 one 1.5
// expect: took string one
// expect: 42 ["h", "e", "y"]
// expect: 212.0 273.15
// expect: 0 0.0 0.0
// expect: [0.0, 2.5]
