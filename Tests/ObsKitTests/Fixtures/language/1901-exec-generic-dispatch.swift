// Execution-test style: which overload or implementation runs for generic, protocol, extension and class calls, one case per line.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Named { func name() -> String }
extension Named { func name() -> String { "Named.default" } ; func tag() -> String { "Named.tag" } }
struct A: Named {}
struct B: Named { func name() -> String { "B.name" } ; func tag() -> String { "B.tag" } }
class Base: Named { func name() -> String { "Base.name" } }
class Sub: Base { override func name() -> String { "Sub.name" } }

func callName<T: Named>(_ t: T) -> String { t.name() }
func callTag<T: Named>(_ t: T) -> String { t.tag() }
func which<T>(_ t: T) -> String { "T" }
func which<T: Named>(_ t: T) -> String { "T: Named" }
func which(_ t: B) -> String { "B" }
func viaAny(_ n: any Named) -> String { n.name() + "/" + n.tag() }

print(A().name(), B().name(), Base().name(), Sub().name())
print(callName(A()), callName(B()), callName(Sub()))
print(callTag(A()), callTag(B()))
print(B().tag(), (B() as Named).tag())
print(viaAny(A()), viaAny(B()), viaAny(Sub()))
print(which(1), which(A()), which(B()))
print(which(B() as Named))
let base: Base = Sub()
print(base.name(), callName(base), (base as Named).name())
let named: [Named] = [A(), B()]
print(named.map { $0.name() }, named.map { $0.tag() })
func generic<T>(_ t: T) -> String { which(t) }
print(generic(B()), generic(5))

// expect: Named.default B.name Base.name Sub.name
// expect: Named.default B.name Sub.name
// expect: Named.tag Named.tag
// expect: B.tag Named.tag
// expect: Named.default/Named.tag B.name/Named.tag Sub.name/Named.tag
// expect: T T: Named B
// expect: T
// expect: Sub.name Sub.name Sub.name
// expect: ["Named.default", "B.name"] ["Named.tag", "Named.tag"]
// expect: T T
