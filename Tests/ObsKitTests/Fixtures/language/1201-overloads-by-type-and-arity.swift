// Functions: overloads by parameter type, by number of parameters, and by return type picked from the context.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func describe(_ value: Int) -> String { "Int \(value)" }
func describe(_ value: Double) -> String { "Double \(value)" }
func describe(_ value: String) -> String { "String \"\(value)\"" }
func describe(_ value: Bool) -> String { value ? "yes" : "no" }
func describe(_ a: Int, _ b: Int) -> String { "pair \(a), \(b)" }
func describe(_ values: [Int]) -> String { "list of \(values.count)" }
func describe(_ value: Int?) -> String { "optional \(value.map(String.init) ?? "nil")" }
print(describe(3))
print(describe(3.0))
print(describe("three"))
print(describe(true))
print(describe(1, 2))
print(describe([1, 2, 3]))
let maybe: Int? = nil
print(describe(maybe))
let inferred = 2.5 * 2
print(describe(inferred))
func makeDefault() -> Int { 42 }
func makeDefault() -> String { "forty-two" }
func makeDefault() -> [Double] { [4.2] }
let n: Int = makeDefault()
let s: String = makeDefault()
let d: [Double] = makeDefault()
print(n, s, d)
print(makeDefault() as Int + 1)
func combine(_ a: Int, _ b: Int) -> Int { a + b }
func combine(_ a: String, _ b: String) -> String { a + b }
func combine(_ a: Int, _ b: Int, _ c: Int) -> Int { a * b * c }
print(combine(2, 3), combine("2", "3"), combine(2, 3, 4))
struct Meters { var value: Double }
func format(_ m: Meters) -> String { "\(m.value) m" }
func format(_ m: Meters, precise: Bool) -> String { precise ? "\(m.value) meters exactly" : format(m) }
print(format(Meters(value: 1.5)), "|", format(Meters(value: 2), precise: true))

// expect: Int 3
// expect: Double 3.0
// expect: String "three"
// expect: yes
// expect: pair 1, 2
// expect: list of 3
// expect: optional nil
// expect: Double 5.0
// expect: 42 forty-two [4.2]
// expect: 43
// expect: 5 23 24
// expect: 1.5 m | 2.0 meters exactly
