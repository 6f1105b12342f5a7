// A closure stored or passed as a function type that returns an optional gives optionals: a field
// `(Form) -> Issue?`, a parameter, an array of them, a dictionary value, a closure written `-> Int?`;
// a stored property of a function type is not itself optional. Expected output: swiftc 6.3.1 on this machine.
enum E { case bad }
let f: (Int) -> E? = { $0 > 0 ? .bad : nil }
print(f(1) as Any)
func g(_ h: (Int) -> Int?) { print(h(2) as Any) }
g { $0 * 2 }
struct S { var h: () -> Int? }
let s = S(h: { 5 })
print(s.h() as Any)
var t = S { 1 }
t.h = { 7 }
print(t.h() as Any)
let f2 = { (x: Int) -> Int? in x }
print(f2(1) as Any)
func make() -> () -> Double? { return { 3 } }
print(make()() as Any)
let fs: [(Int) -> Int?] = [{ $0 }, { _ in nil }]
print(fs.map { $0(2) })
var handlers: [String: () -> String?] = [:]
handlers["a"] = { "x" }
print(handlers["a"]!() as Any)
let g: ((Int) -> Int?)? = { $0 + 1 }
print(g?(1) as Any)
let d: (Int) -> Double = { Double($0) / 2 }
print(d(3))
let h: () -> Double = { 2 }
print(h())
struct Form { var name = "" }
enum Issue: Error { case empty }
struct Rule { let check: (Form) -> Issue? }
let rules = [Rule { $0.name.isEmpty ? .empty : nil }, Rule { _ in nil }]
print(rules.compactMap { $0.check(Form()) }, rules.map { $0.check(Form(name: "a")) })

// expect: Optional(main.E.bad)
// expect: Optional(4)
// expect: Optional(5)
// expect: Optional(7)
// expect: Optional(1)
// expect: Optional(3.0)
// expect: [Optional(2), nil]
// expect: Optional("x")
// expect: Optional(2)
// expect: 1.5
// expect: 2.0
// expect: [main.Issue.empty] [nil, nil]
