// Compiler test style: overload resolution prefers more specialised generic and concrete overloads
func which<T>(_ t: T) -> String { "generic" }
func which<T: Equatable>(_ t: T) -> String { "equatable" }
func which<T: Comparable>(_ t: T) -> String { "comparable" }
func which(_ t: Int) -> String { "int" }
func which<T>(_ t: [T]) -> String { "array" }
func which<T>(_ t: T?) -> String { "optional" }
struct Plain {}
struct Eq: Equatable {}
print(which(Plain()), which(Eq()), which("s"), which(3))
print(which([1]), which(Optional(1)), which(3.5))
func forward<T>(_ t: T) -> String { which(t) }
func forwardEq<T: Equatable>(_ t: T) -> String { which(t) }
print(forward(3), forward(Eq()), forwardEq(3), forwardEq("x"))
protocol Shape {}
struct Circle: Shape {}
func name(_ s: any Shape) -> String { "existential" }
func name<S: Shape>(_ s: S) -> String { "generic" }
print(name(Circle()))
let s: any Shape = Circle()
print(name(s))
func pick<T>(_ a: T, _ b: T) -> String { "same" }
func pick<T, U>(_ a: T, _ b: U) -> String { "different" }
print(pick(1, 2), pick(1, "x"))
// expect: generic equatable comparable int
// expect: equatable equatable comparable
// expect: generic generic equatable equatable
// expect: existential
// expect: existential
// expect: same different
