// Compiler test style (test/Interpreter/collection_casts.swift): upcasting and downcasting arrays and dictionaries of protocol values
// known-gap: line 27: expected "3 true false", got "3 false false"
protocol Preening {
  func preen() -> String
}

struct A: Preening, Hashable {
  private var value: Int
  init(_ value: Int) { self.value = value }
  func preen() -> String { return "A\(value)" }
}

struct B: Preening {
  let label: String
  func preen() -> String { return "B(\(label))" }
}

class K: Preening {
  let n: Int
  init(_ n: Int) { self.n = n }
  func preen() -> String { return "K\(n)" }
}
class SubK: K {
  override func preen() -> String { return "SubK\(n)" }
}

func line(_ items: [Preening]) -> String {
  return items.map { $0.preen() }.joined(separator: " ")
}

print("Arrays")
let aArray = [A(5), A(10), A(20)]
let preening1 = aArray as [Preening]
print(line(preening1))
let any1 = preening1 as [Any]
print(any1.count)
let preening2 = any1 as! [Preening]
print(line(preening2))
if let preening3 = any1 as? [Preening] { print(line(preening3)) }
let aArray2 = any1 as! [A]
print(aArray2.map { $0.preen() })
print(any1 as? [B] as Any)
print((any1 as? [A])?.count ?? -1)

let mixed: [Any] = [A(1), B(label: "x"), K(2)]
print((mixed as? [Preening]).map(line) ?? "nil")
print((mixed as? [A]) == nil)
let maybeInts: [Any] = [1, 2, "3"]
print(maybeInts as? [Int] as Any)
print(maybeInts as? [CustomStringConvertible] != nil)

let ks: [K] = [K(1), SubK(2), K(3)]
let anyObjects = ks as [AnyObject]
print((anyObjects as? [K])?.count ?? -1)
print((anyObjects as? [SubK]) == nil)
let subs: [SubK] = [SubK(7), SubK(8)]
let upcast: [K] = subs
print(line(upcast))
let back = upcast as? [SubK]
print(back.map { line($0) } ?? "nil")
let emptyAny: [Any] = []
print(emptyAny as? [SubK] as Any)

print("Dictionaries")
let aDict = ["one": A(1), "two": A(2), "three": A(3)]
func sortedLine(_ d: [String: Preening]) -> String {
  return d.keys.sorted().map { "\($0)=\(d[$0]!.preen())" }.joined(separator: " ")
}
let pd1 = aDict as [String: Preening]
print(sortedLine(pd1))
let ad1 = pd1 as [String: Any]
print(ad1.count)
let pd2 = ad1 as! [String: Preening]
print(sortedLine(pd2))
if let ad2 = ad1 as? [String: A] { print(ad2["two"]!.preen()) }
print((ad1 as? [String: B]) == nil)
let keyed: [AnyHashable: Any] = [1: "one", "two": 2]
print(keyed.count, keyed[1] as Any, keyed["two"] as Any)
if let strings = ["x": 1, "y": 2] as [String: Any] as? [String: Int] {
  print(strings.values.sorted())
}

print("Sets")
let aSet: Set<A> = [A(3), A(1), A(2)]
let anyHashSet = aSet as Set<AnyHashable>
print(anyHashSet.count, anyHashSet.contains(A(2)), anyHashSet.contains(2))
if let backSet = anyHashSet as? Set<A> { print(backSet.map { $0.preen() }.sorted()) }
let intSet: Set<Int> = [1, 2, 3]
print((intSet as Any) as? Set<String> == nil, ((intSet as Any) as? Set<Int>)?.sorted() as Any)

print("Optionals in collections")
let opts: [Int?] = [1, nil, 3]
let anyOpts = opts as [Any]
print(anyOpts.count)
print(anyOpts.map { "\($0)" })
print(anyOpts.compactMap { $0 as? Int })
let nestedArray: [[Any]] = [[1, 2], ["a"]]
print(nestedArray as? [[Int]] as Any)
print((nestedArray[0] as? [Int])!.reduce(0, +))

// expect: Arrays
// expect: A5 A10 A20
// expect: 3
// expect: A5 A10 A20
// expect: A5 A10 A20
// expect: ["A5", "A10", "A20"]
// expect: nil
// expect: 3
// expect: A1 B(x) K2
// expect: true
// expect: nil
// expect: true
// expect: 3
// expect: true
// expect: SubK7 SubK8
// expect: SubK7 SubK8
// expect: Optional([])
// expect: Dictionaries
// expect: one=A1 three=A3 two=A2
// expect: 3
// expect: one=A1 three=A3 two=A2
// expect: A2
// expect: true
// expect: 2 Optional("one") Optional(2)
// expect: [1, 2]
// expect: Sets
// expect: 3 true false
// expect: ["A1", "A2", "A3"]
// expect: true Optional([1, 2, 3])
// expect: Optionals in collections
// expect: 3
// expect: ["Optional(1)", "nil", "Optional(3)"]
// expect: [1, 3]
// expect: nil
// expect: 3
