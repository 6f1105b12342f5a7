// Compiler test style: witnesses chosen from constrained protocol extensions at conformance time
protocol Describable {
  func describe() -> String
}
extension Describable {
  func describe() -> String { return "generic thing" }
}
extension Describable where Self: Equatable {
  func describe() -> String { return "equatable thing" }
}
extension Describable where Self: AnyObject {
  func describe() -> String { return "object thing" }
}

struct Plain: Describable {}
struct Eq: Describable, Equatable { var v = 0 }
final class Obj: Describable {}

let list: [any Describable] = [Plain(), Eq(), Obj()]
for x in list { print(x.describe()) }

func viaGeneric<T: Describable>(_ t: T) -> String { return t.describe() }
print(viaGeneric(Plain()), "|", viaGeneric(Eq()), "|", viaGeneric(Obj()))
print(Plain().describe(), "|", Eq().describe(), "|", Obj().describe())

protocol Sized {
  var size: Int { get }
}
extension Sized {
  var size: Int { return 0 }
}
extension Sized where Self: Collection {
  var size: Int { return count }
}
struct Bag: Sized, Collection {
  var items = [1, 2, 3, 4]
  var startIndex: Int { return 0 }
  var endIndex: Int { return items.count }
  subscript(i: Int) -> Int { return items[i] }
  func index(after i: Int) -> Int { return i + 1 }
}
struct Nothing: Sized {}
let sized: [any Sized] = [Bag(), Nothing()]
print(sized.map { $0.size })
// expect: generic thing
// expect: equatable thing
// expect: object thing
// expect: generic thing | equatable thing | object thing
// expect: generic thing | equatable thing | object thing
// expect: [4, 0]
