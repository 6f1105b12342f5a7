// Structural opaque result types (SE-0328): -> [some P], -> (some P, some P), -> some P; type(of:) gives the types the values have, directly and through a variable
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
protocol P {}
struct S: P {}
struct T: P {}
func f() -> [some P] { [S()] }
func g() -> (some P, some P) { (S(), T()) }
func h() -> some P { S() }
func k() -> [some P] { let xs = [T(), T()]; return xs }
print(type(of: f()), type(of: g()), type(of: h()), type(of: k()))
protocol Badge { var text: String { get } }
struct Star: Badge { var level: Int; var text: String { "*" } }
func stars(_ n: Int) -> [some Badge] {
    (1...n).map { Star(level: $0) }
}
print(type(of: stars(1)))
let s = stars(1)
print(type(of: s))
func stars2(_ n: Int) -> [some Badge] {
    let r = (1...n).map { Star(level: $0) }
    return r
}
print(type(of: stars2(1)))

// expect: Array<S> (S, T) S Array<T>
// expect: Array<Star>
// expect: Array<Star>
// expect: Array<Star>
