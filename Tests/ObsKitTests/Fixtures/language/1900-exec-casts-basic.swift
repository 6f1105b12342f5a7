// Execution-test style: many small casting cases, one result per line (`is`, `as?` between value types, classes, existentials, optionals and collections).
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol P {}
protocol Q {}
struct S: P {}
struct T: P, Q {}
class C {}
class D: C, P {}
enum E: Q { case a }

let values: [Any] = [S(), T(), C(), D(), E.a, 1, "s", [1], Optional<Int>.none as Any]
for v in values {
    print(type(of: v), v is P, v is Q, v is C, v is D)
}
print(1 as Any is Int, 1 as Any is Double, 1.0 as Any is Int)
print((D() as C) is D, (C() as C) is D)
print((S() as P) is S, (S() as P) is T, (T() as P) is Q)
print((E.a as Q) as? P == nil)
print([D(), D()] as [C] is [D], [C(), D()] is [D])
print(("a" as Any) as? String ?? "nil", (3 as Any) as? String ?? "nil")
print((Optional(3) as Any) as? Int as Any, (Optional<Int>.none as Any) as? Int as Any)
print([1, 2] as Any as? [Any] as Any)
print(["k": 1] as Any is [String: Int], ["k": 1] as Any is [String: String])
print(S.self is P.Type, C.self is P.Type, D.self is C.Type, D.self is P.Type)

// expect: S true false false false
// expect: T true true false false
// expect: C false false true false
// expect: D true false true true
// expect: E false true false false
// expect: Int false false false false
// expect: String false false false false
// expect: Array<Int> false false false false
// expect: Optional<Int> false false false false
// expect: true false false
// expect: true false
// expect: true false true
// expect: true
// expect: true false
// expect: a nil
// expect: Optional(3) nil
// expect: Optional([1, 2])
// expect: true false
// expect: true false true true
