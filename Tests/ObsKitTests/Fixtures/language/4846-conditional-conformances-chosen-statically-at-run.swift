// Compiler test style (test/Interpreter/conditional_conformances.swift): conditional conformances chosen statically and at run time
// known-gap: line 23: expected "-1", got "42"
protocol P1 { func normal() -> String }
protocol P2 { func generic() -> String }
protocol P3 {}

struct IsP2: P2 { func generic() -> String { return "IsP2" } }
struct IsP3: P3 {}
struct IsBoth: P2, P3 { func generic() -> String { return "IsBoth" } }

struct Single<A> {}
extension Single: P1 where A: P2 {
  func normal() -> String { return "Single<\(A.self)>.normal" }
}

struct Duo<B, C> {}
extension Duo: P1 where B: P2, C: P3 {
  func normal() -> String { return "Duo<\(B.self), \(C.self)>.normal" }
}

func takesP1<T: P1>(_ t: T) -> String { return "takesP1: " + t.normal() }

print(takesP1(Single<IsP2>()))
print(takesP1(Single<IsBoth>()))
print(takesP1(Duo<IsP2, IsP3>()))
print(takesP1(Duo<IsBoth, IsBoth>()))

func genericSingle<U: P2>(_ u: U.Type) -> String { return takesP1(Single<U>()) }
print(genericSingle(IsP2.self))
print(genericSingle(IsBoth.self))

func dynamicP1(_ value: Any) -> String {
  if let p = value as? P1 { return "yes: " + p.normal() }
  return "no: \(type(of: value))"
}
print(dynamicP1(Single<IsP2>()))
print(dynamicP1(Single<IsP3>()))
print(dynamicP1(Duo<IsP2, IsP3>()))
print(dynamicP1(Duo<IsP3, IsP2>()))
print(dynamicP1(Duo<IsBoth, IsP3>()))

protocol Describe { var describe: String { get } }
extension Int: Describe { var describe: String { return "int \(self)" } }
extension String: Describe { var describe: String { return "string \(self)" } }
extension Array: Describe where Element: Describe {
  var describe: String { return "array(" + map { $0.describe }.joined(separator: "; ") + ")" }
}
extension Dictionary: Describe where Value: Describe {
  var describe: String { return "dict(" + values.map { $0.describe }.sorted().joined(separator: "; ") + ")" }
}

print([1, 2].describe)
print([[1], [2, 3]].describe)
print(["k": "v"].describe)
print(["k": [4, 5]].describe)
let boxes: [Any] = [[1], ["a"], [1.5], ["x": 1], ["y": 1.0], [[["deep"]]]]
for b in boxes {
  print((b as? Describe)?.describe ?? "not describable: \(type(of: b))")
}

protocol Shape { func area() -> Int }
class Base<T> {}
extension Base: Shape where T == Int { func area() -> Int { return 42 } }
class Sub: Base<Int> {}
class SubString: Base<String> {}
class GenSub<U>: Base<U> {}

print((Sub() as Any as? Shape)?.area() ?? -1)
print((SubString() as Any as? Shape)?.area() ?? -1)
print((GenSub<Int>() as Any as? Shape)?.area() ?? -1)
print((GenSub<Bool>() as Any as? Shape)?.area() ?? -1)

extension Optional: P2 where Wrapped: P2 {
  func generic() -> String {
    return self.map { "Optional(\($0.generic()))" } ?? "Optional(nil)"
  }
}
func callGeneric<T: P2>(_ t: T) -> String { return t.generic() }
print(callGeneric(Optional(IsP2())))
print(callGeneric(Optional<IsBoth>.none))
print(callGeneric(Optional(Optional(IsP2()))))
print(takesP1(Single<IsP2?>()))

extension Collection where Element: Describe {
  func describeAll() -> [String] { return map { $0.describe } }
}
print(["a", "b"].describeAll())
print([[1], []].describeAll())

// expect: takesP1: Single<IsP2>.normal
// expect: takesP1: Single<IsBoth>.normal
// expect: takesP1: Duo<IsP2, IsP3>.normal
// expect: takesP1: Duo<IsBoth, IsBoth>.normal
// expect: takesP1: Single<IsP2>.normal
// expect: takesP1: Single<IsBoth>.normal
// expect: yes: Single<IsP2>.normal
// expect: no: Single<IsP3>
// expect: yes: Duo<IsP2, IsP3>.normal
// expect: no: Duo<IsP3, IsP2>
// expect: yes: Duo<IsBoth, IsP3>.normal
// expect: array(int 1; int 2)
// expect: array(array(int 1); array(int 2; int 3))
// expect: dict(string v)
// expect: dict(array(int 4; int 5))
// expect: array(int 1)
// expect: array(string a)
// expect: not describable: Array<Double>
// expect: dict(int 1)
// expect: not describable: Dictionary<String, Double>
// expect: array(array(array(string deep)))
// expect: 42
// expect: -1
// expect: 42
// expect: -1
// expect: Optional(IsP2)
// expect: Optional(nil)
// expect: Optional(Optional(IsP2))
// expect: takesP1: Single<Optional<IsP2>>.normal
// expect: ["string a", "string b"]
// expect: ["array(int 1)", "array()"]
