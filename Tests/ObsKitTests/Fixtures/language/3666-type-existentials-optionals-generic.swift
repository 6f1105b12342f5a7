// Compiler test style: type(of:) on existentials, Optionals, and generic parameters versus static T
protocol P {}
struct S: P {}
class K: P {}
class KK: K {}

func staticT<T>(_ x: T) -> String { "\(T.self)" }
func dynT<T>(_ x: T) -> String { "\(type(of: x))" }

let values: [P] = [S(), K(), KK()]
for v in values { print(staticT(v), dynT(v), type(of: v)) }

let opt: K? = KK()
print(type(of: opt), staticT(opt))
print(type(of: opt!), staticT(opt!))
let optP: P? = S()
print(type(of: optP), type(of: optP!))

let k: K = KK()
print(type(of: k) == KK.self, type(of: k) == K.self)
print(type(of: k) is K.Type, KK.self is K.Type, K.self is KK.Type)

let nested: [[P]] = [[S()], [K(), KK()]]
print(type(of: nested), nested.map { $0.map { "\(type(of: $0))" } })
let fn: (Int) -> String = { "\($0)" }
print(type(of: fn))
let tup = (1, "a", 2.0)
print(type(of: tup))
print(type(of: values), type(of: values[0]))
let metatype = type(of: KK.self)
print(metatype)
// expect: P P S
// expect: P P K
// expect: P P KK
// expect: Optional<K> Optional<K>
// expect: KK K
// expect: Optional<P> S
// expect: true false
// expect: true true false
// expect: Array<Array<P>> [["S"], ["K", "KK"]]
// expect: (Int) -> String
// expect: (Int, String, Double)
// expect: Array<P> S
// expect: KK.Type
