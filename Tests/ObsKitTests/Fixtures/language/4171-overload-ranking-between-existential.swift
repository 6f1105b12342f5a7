// Compiler test style: overload ranking between existential, generic, and more constrained generic parameters
protocol P { var id: Int { get } }
protocol Q: P {}
struct S: Q { var id = 1 }
struct T: P { var id = 2 }

func f(_ x: any P) -> String { return "existential P \(x.id)" }
func f<X: P>(_ x: X) -> String { return "generic P \(x.id)" }
func f<X: Q>(_ x: X) -> String { return "generic Q \(x.id)" }

print(f(S()))
print(f(T()))
let e: any P = S()
print(f(e))

func g<X>(_ x: X) -> String { return "unconstrained" }
func g<X: P>(_ x: X) -> String { return "constrained P" }
func g<X: P & Equatable>(_ x: X) -> String { return "P and Equatable" }
struct E: P, Equatable { var id = 3 }
print(g(1), "|", g(T()), "|", g(E()))

func h<X: P>(_ x: X) -> String { return g(x) }
print(h(E()))

func k(_ x: Int...) -> String { return "variadic \(x.count)" }
func k(_ x: Int) -> String { return "single" }
func k(_ x: Int, _ y: Int) -> String { return "pair" }
print(k(1), "|", k(1, 2), "|", k(1, 2, 3), "|", k())

func m(_ x: Int) -> String { return "Int" }
func m(_ x: Int?) -> String { return "Int?" }
func m<U>(_ x: U?) -> String { return "U?" }
let oi: Int? = 5
let os: String? = "s"
print(m(1), m(oi), m(os))
// expect: existential P 1
// expect: existential P 2
// expect: existential P 1
// expect: unconstrained | constrained P | P and Equatable
// expect: constrained P
// expect: single | pair | variadic 3 | variadic 0
// expect: Int Int? U?
