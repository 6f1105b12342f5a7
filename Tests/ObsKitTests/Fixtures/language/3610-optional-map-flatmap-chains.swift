// Swift book style: Optional map, flatMap and ?? chains
let inputs: [String?] = ["42", "x", nil, "-7"]
for s in inputs {
    let mapped = s.map { $0.count }
    let flat = s.flatMap { Int($0) }
    let nested = s.map { Int($0) }
    print(mapped as Any, flat as Any, nested as Any)
}
let a: Int? = nil
let b: Int? = nil
let c: Int? = 3
print(a ?? b ?? c ?? 0)
print(a ?? b ?? 99)
let deep: Int?? = .some(nil)
print(deep as Any, (deep ?? 5) as Any, (deep ?? nil) ?? 6)
let name: String? = "swift"
print(name.map { $0.uppercased() } ?? "none")
print(name?.count ?? 0, name?.first.map(String.init) ?? "?")
let none: String? = nil
print(none.map { $0.uppercased() } ?? "none", none?.isEmpty as Any)
func parse(_ s: String) -> Int? { Int(s) }
let chain = Optional("12").flatMap(parse).map { $0 * 2 }.flatMap { $0 > 20 ? $0 : nil }
print(chain as Any)
var counter = 0
func fallback() -> Int { counter += 1; return -1 }
let v1 = c ?? fallback()
let v2 = a ?? fallback()
print(v1, v2, counter)
print(Optional(5) == 5, Optional<Int>.none == nil, (nil as Int?) ?? 8)
if case let x? = c { print("case", x) }
let values = [c, a, 10].compactMap { $0 }
print(values, [c, a].map { $0 ?? 0 })
print(c.unsafelyUnwrapped, c!.description, String(describing: a))

// expect: Optional(2) Optional(42) Optional(Optional(42))
// expect: Optional(1) nil Optional(nil)
// expect: nil nil nil
// expect: Optional(2) Optional(-7) Optional(Optional(-7))
// expect: 3
// expect: 99
// expect: Optional(nil) nil 6
// expect: SWIFT
// expect: 5 s
// expect: none nil
// expect: Optional(24)
// expect: 3 -1 1
// expect: true true 8
// expect: case 3
// expect: [3, 10] [3, 0]
// expect: 3 3 nil
