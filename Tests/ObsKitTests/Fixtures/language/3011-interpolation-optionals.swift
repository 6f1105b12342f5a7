// Compiler test style: string interpolation of optionals, with and without defaults
extension DefaultStringInterpolation {
  mutating func appendInterpolation<T>(_ value: T?, or fallback: String) {
    if let value = value {
      appendInterpolation(value)
    } else {
      appendLiteral(fallback)
    }
  }
}

let name: String? = "Ann"
let missing: String? = nil
let num: Int? = 3
let nested: Int?? = .some(nil)

print("name: \(String(describing: name))")
print("missing: \(String(describing: missing))")
print("num: \(num as Any)")
print("nested: \(nested as Any)")
print("with default: \(name, or: "none") / \(missing, or: "none")")
print("coalesced: \(missing ?? "anon") \(num ?? 0)")
print("mapped: \(num.map { $0 * 2 } as Any)")
print("flat: \(nested.flatMap { $0 } as Any)")
if let n = num { print("unwrapped: \(n)") }
let arr: [Int?] = [1, nil, 3]
print("array: \(arr)")
print("compact: \(arr.compactMap { $0 })")
let dbl: Double? = 0.1 + 0.2
print("double: \(dbl as Any)")
let chr: Character? = "q"
print("char: \(chr as Any) \(chr, or: "?")")
print("opt-in-opt \(Optional(Optional("s")) as Any)")
print("stdlib default: \(missing, default: "n/a") \(num, default: "0")")
// expect: name: Optional("Ann")
// expect: missing: nil
// expect: num: Optional(3)
// expect: nested: Optional(nil)
// expect: with default: Ann / none
// expect: coalesced: anon 3
// expect: mapped: Optional(6)
// expect: flat: nil
// expect: unwrapped: 3
// expect: array: [Optional(1), nil, Optional(3)]
// expect: compact: [1, 3]
// expect: double: Optional(0.30000000000000004)
// expect: char: Optional("q") q
// expect: opt-in-opt Optional(Optional("s"))
// expect: stdlib default: n/a 3
