// Compiler test style: literals combined with optionals and nil coalescing in generic calls
// known-gap: needs the compiler check (literal types); unchecked: line 3: expected "0.0 Double", got "0 Int"
func orDefault<T>(_ x: T?, _ d: T) -> T { x ?? d }

print(orDefault(nil, 3))
print(orDefault(nil, 3.5))
let od: Double? = nil
print(orDefault(od, 0), type(of: orDefault(od, 0)))
let oi: Int? = 4
print(orDefault(oi, 0))

let maybe: Double? = 2
print(maybe ?? 0, type(of: maybe ?? 0))
let none: Float? = nil
print(none ?? 1)

let dict = ["a": 1.5]
print(dict["a"] ?? 0, dict["b"] ?? 0)
let counts: [String: Int] = [:]
print(counts["x", default: 0] + 1)

let arr: [Double?] = [1, nil, 3]
print(arr.map { $0 ?? -1 })
print(arr.compactMap { $0 }.reduce(0, +))
let chained: Int? = nil
print(chained ?? oi ?? 99)
let optArray: [Int]? = nil
print((optArray ?? [1, 2]).count)
print(type(of: Optional(1.0) ?? 2))
// expect: 3
// expect: 3.5
// expect: 0.0 Double
// expect: 4
// expect: 2.0 Double
// expect: 1.0
// expect: 1.5 0.0
// expect: 1
// expect: [1.0, -1.0, 3.0]
// expect: 4.0
// expect: 4
// expect: 2
// expect: Double
