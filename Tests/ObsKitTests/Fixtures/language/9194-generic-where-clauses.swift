// generic-where-clauses
// known-gap: line 5: expected "6.75 5050 0", got "6.75 5050 zero"
// expected output: swiftc 6.3.1 (Linux), run on this machine

func largestCommon<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> A.Element?
    where A.Element: Comparable & Hashable, A.Element == B.Element {
    let set = Set(b)
    return a.filter { set.contains($0) }.max()
}

func describePairs<K, V>(_ d: [K: V]) -> [String]
    where K: Comparable & CustomStringConvertible, V: CustomStringConvertible {
    d.keys.sorted().map { "\($0)=\(d[$0]!)" }
}

func sumAll<C: Collection>(_ c: C) -> C.Element where C.Element: AdditiveArithmetic {
    c.reduce(.zero, +)
}

extension Array where Element: Numeric {
    func scaled(by k: Element) -> [Element] { map { $0 * k } }
}

extension Sequence where Element: Equatable {
    func runs() -> [(Element, Int)] {
        var out: [(Element, Int)] = []
        for x in self {
            if let last = out.last, last.0 == x {
                out[out.count - 1].1 += 1
            } else {
                out.append((x, 1))
            }
        }
        return out
    }
}

extension Collection where Element: Collection, Element.Element: BinaryInteger {
    var rowSums: [Element.Element] { map { $0.reduce(0, +) } }
}

struct Box<T> {
    var value: T
}
extension Box: Equatable where T: Equatable {}
extension Box where T: BinaryFloatingPoint {
    var halved: Box { Box(value: value / 2) }
}
extension Box: CustomStringConvertible where T: CustomStringConvertible {
    var description: String { "Box(\(value))" }
}

func firstMatching<S: Sequence, T>(_ s: S, as type: T.Type) -> T? {
    for x in s { if let t = x as? T { return t } }
    return nil
}

func clamp<T: Comparable>(_ x: T, _ lo: T, _ hi: T) -> T { min(max(x, lo), hi) }

print(largestCommon([3, 9, 4, 7], [7, 4, 1]) ?? -1)
print(largestCommon(["pear", "fig"], ["kiwi"]) ?? "none")
print(describePairs(["b": 2, "a": 1, "c": 3]))
print(describePairs([3: "three", 1: "one"]))
print(sumAll([1.5, 2.25, 3.0]), sumAll(1...100), sumAll(Set<Int>()))
print([1, 2, 3].scaled(by: 4), [0.5, 1.5].scaled(by: 2))
print("aaabccdddd".runs().map { "\($0.0)\($0.1)" }.joined())
print([1, 1, 2, 1].runs().count)
print([[1, 2, 3], [4, 5], []].rowSums)
print([UInt8(200), 50].rowSumsFallback())
print(Box(value: 3) == Box(value: 3), Box(value: "a") == Box(value: "b"))
print(Box(value: 9.0).halved, Box(value: Float(1)).halved.value)
let mixed: [Any] = [1, "two", 3.0, "four"]
print(firstMatching(mixed, as: String.self) ?? "-", firstMatching(mixed, as: Double.self) ?? 0)
print(firstMatching(mixed, as: Bool.self) as Any)
print(clamp(15, 0, 10), clamp("m", "n", "z"), clamp(-2.5, -1.0, 1.0))

extension Array where Element == UInt8 {
    func rowSumsFallback() -> Int { reduce(0) { $0 + Int($1) } }
}

// expect: 7
// expect: none
// expect: ["a=1", "b=2", "c=3"]
// expect: ["1=one", "3=three"]
// expect: 6.75 5050 0
// expect: [4, 8, 12] [1.0, 3.0]
// expect: a3b1c2d4
// expect: 3
// expect: [6, 9, 0]
// expect: 250
// expect: true false
// expect: Box(4.5) 0.5
// expect: two 3.0
// expect: nil
// expect: 10 n -1.0
