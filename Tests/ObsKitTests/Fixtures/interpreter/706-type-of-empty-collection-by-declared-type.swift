// `type(of:)` of an array, dictionary, set or optional is its declared type, which an empty or nil value
// cannot show: a variable's annotation, or a call's result with its generic parameters bound (the call
// still runs). Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
func none<T>(of _: T.Type) -> [T] { [] }
func table<K: Hashable, V>(_: K.Type, _: V.Type) -> [K: V] { [:] }
func counted() -> Set<Int> { print("counted runs"); return [] }
let names: [String] = []
let scores: [String: Double] = [:]
print(type(of: names), type(of: scores))
print(type(of: none(of: Bool.self)), type(of: table(String.self, [Int].self)))
print(type(of: counted()))
class Animal {}
class Bird: Animal {}
let flock: [Animal] = [Bird()]
print(type(of: flock), type(of: flock[0]))

// expect: Array<String> Dictionary<String, Double>
// expect: Array<Bool> Dictionary<String, Array<Int>>
// expect: counted runs
// expect: Set<Int>
// expect: Array<Animal> Bird
