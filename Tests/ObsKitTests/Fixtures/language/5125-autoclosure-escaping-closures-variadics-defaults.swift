// Compiler test style (test/Interpreter/autoclosure.swift): @autoclosure, @escaping closures, variadics, defaults
var evaluated: [String] = []
func trace(_ s: String) -> Bool { evaluated.append(s); return true }

func myAnd(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool { a ? b() : false }
print(myAnd(false, trace("rhs1")), myAnd(true, trace("rhs2")), evaluated)

func logIf(_ cond: Bool, _ msg: @autoclosure () -> String) { if cond { print("LOG:", msg()) } }
var msgBuilt = 0
func build() -> String { msgBuilt += 1; return "built \(msgBuilt)" }
logIf(false, build())
logIf(true, build())
print("built count", msgBuilt)

var deferred: [() -> String] = []
func collect(_ f: @autoclosure @escaping () -> String) { deferred.append(f) }
var name = "first"
collect("name is \(name)")
name = "second"
collect(name.uppercased())
print(deferred.map { $0() })

func withDefault(_ x: Int = 10, label: String = "val", _ rest: Int...) -> String {
  "\(label)=\(x) rest=\(rest)"
}
print(withDefault(), withDefault(1), withDefault(label: "L"), withDefault(2, label: "M", 3, 4))

func sum(_ xs: Int..., scale: Int = 1) -> Int { xs.reduce(0, +) * scale }
print(sum(), sum(1, 2, 3), sum(4, 5, scale: 10))
func twoVariadics(_ a: Int..., and b: String...) -> String { "\(a.count)/\(b.count)" }
print(twoVariadics(1, 2, and: "x"), twoVariadics(and: "p", "q"))

var handlers: [String: (Int) -> Int] = [:]
func register(_ key: String, _ h: @escaping (Int) -> Int) { handlers[key] = h }
register("dbl") { $0 * 2 }
register("sq") { $0 * $0 }
var offset = 1
register("off") { $0 + offset }
offset = 100
print(handlers.keys.sorted().map { "\($0):\(handlers[$0]!(5))" })

func nonEscaping(_ f: () -> Int) -> Int { f() + f() }
var calls = 0
print(nonEscaping { calls += 1; return calls }, calls)

func assertLike(_ c: @autoclosure () -> Bool, _ m: @autoclosure () -> String = "default message") -> String {
  c() ? "pass" : "fail: \(m())"
}
print(assertLike(1 < 2), assertLike(2 < 1), assertLike(2 < 1, "custom"))
let lazyDefault: Int? = nil
func fallback() -> Int { print("fallback evaluated"); return 0 }
print(lazyDefault ?? fallback(), Optional(3) ?? fallback())
struct Lazy { let make: () -> Int; lazy var value = make() }
var lz = Lazy(make: { print("making"); return 8 })
print("created")
print(lz.value, lz.value)

// expect: false true ["rhs2"]
// expect: LOG: built 1
// expect: built count 1
// expect: ["name is second", "SECOND"]
// expect: val=10 rest=[] val=1 rest=[] L=10 rest=[] M=2 rest=[3, 4]
// expect: 0 6 90
// expect: 2/1 0/2
// expect: ["dbl:10", "off:105", "sq:25"]
// expect: 3 2
// expect: pass fail: default message fail: custom
// expect: fallback evaluated
// expect: 0 3
// expect: created
// expect: making
// expect: 8 8
