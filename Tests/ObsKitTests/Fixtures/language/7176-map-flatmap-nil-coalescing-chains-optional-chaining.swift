// Standard library API style (Optional): map, flatMap, nil-coalescing chains, optional chaining, unsafelyUnwrapped-free pattern matching and Optional equality
let some: Int? = 4
let none: Int? = nil
print("map:", some.map { $0 * 2 } as Any, none.map { $0 * 2 } as Any)
print("flatMap:", some.flatMap { $0 > 3 ? String($0) : nil } as Any, some.flatMap { $0 > 5 ? String($0) : nil } as Any)
print("map vs flatMap nesting:", String(describing: some.map { Int?($0) }), String(describing: some.flatMap { Int?($0) }))
print("parse map:", Optional("12").flatMap { Int($0) } as Any, Optional("x").flatMap { Int($0) } as Any)
print("coalesce:", none ?? 0, some ?? 0, none ?? none ?? 7)
let nested: Int?? = .some(nil)
print("nested:", nested as Any, nested == nil, (nested ?? 5) as Any, nested! == nil)
let deep: Int?? = nil
print("deep nil:", deep as Any, deep == nil)
print("equality:", some == 4, none == nil, some != none, Optional(3) == Optional(3))
print("comparison via map:", some.map { $0 < 10 } ?? false)
struct Box { var inner: Inner? }
struct Inner { var values: [Int]; func total() -> Int { values.reduce(0, +) } }
let full = Box(inner: Inner(values: [1, 2, 3]))
let hollow = Box(inner: nil)
print("chain:", full.inner?.values.count as Any, hollow.inner?.values.count as Any)
print("chain call:", full.inner?.total() as Any, hollow.inner?.total() ?? -1)
print("chain subscript:", full.inner?.values[1] as Any, full.inner?.values.first as Any)
var mutable: Box? = full
mutable?.inner?.values.append(4)
print("mutate through chain:", mutable?.inner?.values as Any)
mutable = nil
mutable?.inner?.values.append(5)
print("mutate nil chain:", mutable as Any)
if case let value? = some { print("case let ?:", value) }
if case .none = none { print("case .none matched") }
switch (some, none) {
case let (a?, b?): print("both", a, b)
case let (a?, nil): print("only first", a)
case let (nil, b?): print("only second", b)
case (nil, nil): print("neither")
}
let values: [Int?] = [1, nil, 3, nil]
print("compactMap:", values.compactMap { $0 }, "count nils:", values.filter { $0 == nil }.count)
print("for case:", { var out: [Int] = []; for case let v? in values { out.append(v) }; return out }())
print("optional string:", String(describing: Optional("hi")), String(describing: Optional<String>.none))
print("debugDescription:", Optional(5).debugDescription, Optional<Int>.none.debugDescription)
print("map returns optional of void:", String(describing: some.map { _ in () }))
print("take:", { var x: Int? = 9; let t = x.take(); return "\(t as Any) \(x as Any)" }())

// expect: map: Optional(8) nil
// expect: flatMap: Optional("4") nil
// expect: map vs flatMap nesting: Optional(Optional(4)) Optional(4)
// expect: parse map: Optional(12) nil
// expect: coalesce: 0 4 7
// expect: nested: Optional(nil) false nil true
// expect: deep nil: nil true
// expect: equality: true true true true
// expect: comparison via map: true
// expect: chain: Optional(3) nil
// expect: chain call: Optional(6) -1
// expect: chain subscript: Optional(2) Optional(1)
// expect: mutate through chain: Optional([1, 2, 3, 4])
// expect: mutate nil chain: nil
// expect: case let ?: 4
// expect: case .none matched
// expect: only first 4
// expect: compactMap: [1, 3] count nils: 2
// expect: for case: [1, 3]
// expect: optional string: Optional("hi") nil
// expect: debugDescription: Optional(5) nil
// expect: map returns optional of void: Optional(())
// expect: take: Optional(9) nil
