// Generic parameters a value cannot tell: an empty collection made by its type (`[Double]()`, `Set<Character>()`),
// a variable declared empty (`let noScores: [Double] = []`, `var names = [String]()`), a nil of a spelled type
// (`Optional<String>.none`). The argument's static type binds T. Expected output: swiftc 6.3.1 on this machine.
func total<T: AdditiveArithmetic>(_ xs: [T]) -> T {
    var sum = T.zero
    for x in xs { sum += x }
    return sum
}
func describe<T>(_ xs: [T]) -> String { "\(xs.count) of \(T.self)" }
func keys<K, V>(_ d: [K: V]) -> String { "\(K.self) -> \(V.self)" }
func members<E: Hashable>(_ s: Set<E>) -> String { "set of \(E.self)" }
func wrapped<T>(_ x: T?) -> String { "\(T.self)" }
let noScores: [Double] = []
var noNames = [String]()
let empty: [String: [Int]] = [:]
let nothing: Int? = nil
print(total([1, 2, 3]), total([Double]()), total(noScores))
print(describe(noNames), describe([Bool]()), describe([1.5]))
print(keys(empty), keys([String: Int]()), keys(["a": 1.0]))
print(members(Set<Character>()), members(Set([1, 2])))
print(wrapped(nothing), wrapped(Optional<String>.none), wrapped(3))
noNames.append("x")
print(describe(noNames))

// expect: 6 0.0 0.0
// expect: 0 of String 0 of Bool 1 of Double
// expect: String -> Array<Int> String -> Int String -> Double
// expect: set of Character set of Int
// expect: Int String Int
// expect: 1 of String
