// Optional map/flatMap/?? with throwing closures, try? flattening, and ?? chains
enum Bad: Error { case negative(Int) }
func checked(_ x: Int) throws -> Int {
    if x < 0 { throw Bad.negative(x) }
    return x * 2
}
func half(_ x: Int) -> Int? { x % 2 == 0 ? x / 2 : nil }

let a: Int? = 8
let b: Int? = nil
let c: Int? = -3
print(a.map { $0 + 1 } as Any, b.map { $0 + 1 } as Any)
print(a.flatMap(half) as Any, Optional(7).flatMap(half) as Any)
print(a.map(half) as Any)
do {
    print(try a.map(checked) as Any)
    print(try b.map(checked) as Any)
    print(try c.map(checked) as Any)
} catch {
    print("caught", error)
}
print((try? c.map(checked)) as Any)
print((try? a.map(checked)) as Any)
let flattened: Int? = try? checked(5)
print(flattened as Any)
print(b ?? c ?? 0, b ?? -1, c ?? 99)
func fallback() throws -> Int { throw Bad.negative(0) }
do {
    let v = try b ?? fallback()
    print("got", v)
} catch {
    print("fallback threw", error)
}
let v2 = try? a ?? fallback()
print(v2 as Any)
let strs = ["1", "x", "3"]
print(strs.map { Int($0) }.map { $0 ?? 0 })
print(strs.compactMap { Int($0) }.map { $0 * 10 })
let word: String? = "hello"
print(word?.first.map { String($0).uppercased() } ?? "-")
print(word.flatMap { $0.isEmpty ? nil : $0.count } as Any)
let none: String? = nil
print(none?.count as Any, (none?.count ?? 0) + 1)
let deep: Int?? = .some(.some(4))
print(deep.flatMap { $0 } as Any, deep.map { $0.map { $0 * 3 } } as Any)
print((Optional(Optional<Int>.none) ?? 5) as Any)
let chain = a.map { $0 * 2 }.flatMap(half).flatMap(half).flatMap(half)
print(chain as Any)
print(a == 8, b == nil, c != nil, a! > 7)
var counter = 0
func tick() -> Int { counter += 1; return counter }
_ = a ?? tick()
_ = b ?? tick()
print("ticks", counter)
print(a.map { "\($0)" } ?? "nil", String(describing: b))

// expect: Optional(9) nil
// expect: Optional(4) nil
// expect: Optional(Optional(4))
// expect: Optional(16)
// expect: nil
// expect: caught negative(-3)
// expect: nil
// expect: Optional(16)
// expect: Optional(10)
// expect: -3 -1 -3
// expect: fallback threw negative(0)
// expect: Optional(8)
// expect: [1, 0, 3]
// expect: [10, 30]
// expect: H
// expect: Optional(5)
// expect: nil 1
// expect: Optional(4) Optional(Optional(12))
// expect: nil
// expect: Optional(2)
// expect: true true true true
// expect: ticks 1
// expect: 8 nil
