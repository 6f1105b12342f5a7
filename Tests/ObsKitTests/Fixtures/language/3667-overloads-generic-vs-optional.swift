// Compiler test style: overloads of generic vs Optional-generic vs Any, and nil literal handling
func tag(_ x: Any) -> String { "Any" }
func tag<T>(_ x: T) -> String { "T=\(T.self)" }
func tag<T>(_ x: T?) -> String { "T?=\(T.self)" }
func tag(_ x: Int) -> String { "Int" }

print(tag(1))
print(tag("s"))
print(tag(Optional(1)))
print(tag(Int?.none))
let any: Any = 3
print(tag(any))
let nested: Int?? = 5
print(tag(nested))

func unwrapCount<T>(_ xs: [T?]) -> Int { xs.compactMap { $0 }.count }
print(unwrapCount([1, nil, 3]))
print(unwrapCount([nil, nil] as [String?]))

func firstNonNil<T>(_ xs: T?...) -> T? {
    for x in xs { if let x { return x } }
    return nil
}
print(firstNonNil(nil, 2, 3) ?? -1)
print(firstNonNil(nil, nil) as Int? == nil)
let d: Double? = firstNonNil(nil, 4)
print(d!)

func describe(_ x: Int?) -> String { x.map { "some \($0)" } ?? "nothing" }
let value = 8
print(describe(value), describe(nil), describe(Int("12")), describe(Int("x")))
let maybeMaybe: String?? = .some(nil)
print(maybeMaybe == nil, maybeMaybe! == nil)
// expect: Int
// expect: T=String
// expect: T?=Int
// expect: T?=Int
// expect: Any
// expect: T?=Optional<Int>
// expect: 2
// expect: 0
// expect: 2
// expect: true
// expect: 4.0
// expect: some 8 nothing some 12 nothing
// expect: false true
