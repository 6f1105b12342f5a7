// Compiler test style: protocol extensions constrained on Self (where Self: Class, Self == Type)
protocol Describe { func describe() -> String }
extension Describe { func describe() -> String { "generic" } }
extension Describe where Self: AnyObject { func describe() -> String { "class instance" } }
extension Describe where Self: Numeric { func describe() -> String { "number" } }
extension Describe where Self == String { func describe() -> String { "the String type" } }

struct S: Describe {}
class K: Describe {}
extension Int: Describe {}
extension String: Describe {}
extension Double: Describe {}

print(S().describe(), K().describe(), 1.describe(), "s".describe(), 2.5.describe())

func gen<T: Describe>(_ t: T) -> String { t.describe() }
print(gen(S()), gen(K()), gen(1), gen("s"), gen(2.5))
let exs: [any Describe] = [S(), K(), 1, "s"]
print(exs.map { $0.describe() })

class Animal {}
class Bird: Animal {}
protocol Flyer {}
extension Flyer where Self: Animal {
  func wings() -> String { "\(type(of: self)) has animal wings" }
}
extension Flyer {
  func soar() -> String { "soaring" }
}
extension Bird: Flyer {}
class Sparrow: Bird {}
print(Bird().wings(), Sparrow().wings(), Sparrow().soar())

protocol Container {
  associatedtype Item
  var items: [Item] { get }
}
extension Container where Item: Comparable {
  var sortedItems: [Item] { items.sorted() }
}
extension Container where Item == String {
  var joined: String { items.joined(separator: ",") }
}
extension Container where Item: Numeric {
  var total: Item { items.reduce(0, +) }
}
struct Box<T>: Container { var items: [T] }
print(Box(items: [3, 1, 2]).sortedItems, Box(items: [3, 1, 2]).total)
print(Box(items: ["b", "a"]).sortedItems, Box(items: ["b", "a"]).joined)
print(Box(items: [1.5, 2.5]).total)

extension Collection where Self == [Int] {
  func describeInts() -> String { "ints: " + map(String.init).joined(separator: "+") }
}
print([4, 5, 6].describeInts())

extension Sequence where Element: Sequence, Element.Element: Numeric {
  func innerSums() -> [Element.Element] { map { $0.reduce(0, +) } }
}
print([[1, 2], [3], []].innerSums())
print([[0.5, 0.25]].innerSums())

protocol Identified { var id: Int { get } }
extension Array where Element: Identified {
  func byID() -> [Int: Element] {
    var d: [Int: Element] = [:]
    for e in self { d[e.id] = e }
    return d
  }
}
struct Item: Identified { let id: Int; let name: String }
let lookup = [Item(id: 2, name: "two"), Item(id: 9, name: "nine")].byID()
print(lookup[9]!.name, lookup[2]!.name, lookup[1]?.name ?? "none")

extension Optional where Wrapped: Collection {
  var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
let o1: [Int]? = nil
let o2: [Int]? = []
let o3: String? = "x"
print(o1.isNilOrEmpty, o2.isNilOrEmpty, o3.isNilOrEmpty)

// expect: generic class instance number the String type number
// expect: generic class instance number the String type number
// expect: ["generic", "class instance", "number", "the String type"]
// expect: Bird has animal wings Sparrow has animal wings soaring
// expect: [1, 2, 3] 6
// expect: ["a", "b"] b,a
// expect: 4.0
// expect: ints: 4+5+6
// expect: [3, 3, 0]
// expect: [0.75]
// expect: nine two none
// expect: true true false
