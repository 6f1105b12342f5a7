// Generics: associated types, protocols with associated types, generic where clauses, contextual where
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Delivery crates and a mileage log, all described by one protocol with an associated type.
protocol Holder {
    associatedtype Thing
    mutating func append(_ thing: Thing)
    var count: Int { get }
    subscript(i: Int) -> Thing { get }
}
struct MileageLog: Holder {
    var trips: [Int] = []
    mutating func record(_ miles: Int) { trips.append(miles) }
    mutating func append(_ miles: Int) { record(miles) }
    var count: Int { trips.count }
    subscript(i: Int) -> Int { trips[i] }
}
struct Crate<Thing>: Holder {
    var contents: [Thing] = []
    mutating func append(_ thing: Thing) { contents.append(thing) }
    var count: Int { contents.count }
    subscript(i: Int) -> Thing { contents[i] }
}
extension Array: Holder {}

func sameContents<A: Holder, B: Holder>(_ a: A, _ b: B) -> Bool
    where A.Thing == B.Thing, A.Thing: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
var fruitCrate = Crate<String>()
fruitCrate.append("pears")
fruitCrate.append("plums")
print(sameContents(fruitCrate, ["pears", "plums"]), sameContents(fruitCrate, ["pears"]))

extension Crate where Thing: Equatable {
    func isLast(_ thing: Thing) -> Bool { contents.last == thing }
}
print(fruitCrate.isLast("plums"), fruitCrate.isLast("pears"))

extension Holder {
    func mean() -> Double where Thing == Int {
        var sum = 0.0
        for i in 0..<count { sum += Double(self[i]) }
        return sum / Double(count)
    }
    func finishesWith(_ thing: Thing) -> Bool where Thing: Equatable {
        count >= 1 && self[count - 1] == thing
    }
}
var log = MileageLog()
log.append(42); log.append(17); log.append(88); log.append(13)
print(log.mean(), log.finishesWith(13), [4, 4, 5].finishesWith(4))

protocol TrimmableHolder: Holder {
    associatedtype Tail: TrimmableHolder where Tail.Thing == Thing
    func lastFew(_ n: Int) -> Tail
}
extension Crate: TrimmableHolder {
    func lastFew(_ n: Int) -> Crate {
        var result = Crate()
        for index in (count - n)..<count { result.append(self[index]) }
        return result
    }
}
var boxes = Crate<Int>()
for n in [3, 6, 9, 12] { boxes.append(n) }
print(boxes.lastFew(2).contents)

func sumOf<S: Sequence>(_ s: S) -> S.Element where S.Element: AdditiveArithmetic {
    s.reduce(.zero, +)
}
print(sumOf([1, 2, 3]), sumOf([0.5, 0.25]), sumOf(1...100))
func firstPair<K: Comparable, V>(_ d: [K: V]) -> (K, V)? { d.min { $0.key < $1.key }.map { ($0.key, $0.value) } }
print(firstPair(["b": 2, "a": 1])!)
// expect: true false
// expect: true false
// expect: 40.0 true false
// expect: [9, 12]
// expect: 6 0.75 5050
// expect: ("a", 1)
