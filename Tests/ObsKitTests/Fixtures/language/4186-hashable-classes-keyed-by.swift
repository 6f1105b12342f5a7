// Compiler test style: Hashable classes keyed by identity or by value used in Set and Dictionary
final class Ref: Hashable {
  let name: String
  init(_ name: String) { self.name = name }
  static func == (a: Ref, b: Ref) -> Bool { return a === b }
  func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
class Item: Hashable, CustomStringConvertible {
  let code: Int
  init(code: Int) { self.code = code }
  static func == (a: Item, b: Item) -> Bool { return a.code == b.code }
  func hash(into h: inout Hasher) { h.combine(code) }
  var description: String { return "Item#\(code)" }
}
class SpecialItem: Item {
  override var description: String { return "Special#\(code)" }
}

let r1 = Ref("a"), r2 = Ref("a")
let refs: Set<Ref> = [r1, r2, r1]
print(refs.count, refs.contains(r1), refs.contains(Ref("a")))

let items: Set<Item> = [Item(code: 1), SpecialItem(code: 1), Item(code: 2), SpecialItem(code: 3)]
print(items.count)
print(items.sorted { $0.code < $1.code }.map { $0.code })
print(items.contains(SpecialItem(code: 2)))

var owners: [Item: String] = [:]
owners[Item(code: 5)] = "ann"
owners[SpecialItem(code: 5)] = "bob"
owners[Item(code: 6)] = "cy"
for (k, v) in owners.sorted(by: { $0.key.code < $1.key.code }) { print(k, v) }

let groups = Dictionary(grouping: [1, 2, 3, 4, 5, 6, 7], by: { Item(code: $0 % 3) })
for k in groups.keys.sorted(by: { $0.code < $1.code }) { print(k.code, groups[k]!) }
var counter: [ObjectIdentifier: Int] = [:]
for r in [r1, r2, r1, r1] { counter[ObjectIdentifier(r), default: 0] += 1 }
print(counter.values.sorted())
// expect: 2 true false
// expect: 3
// expect: [1, 2, 3]
// expect: true
// expect: Item#5 bob
// expect: Item#6 cy
// expect: 0 [3, 6]
// expect: 1 [1, 4, 7]
// expect: 2 [2, 5]
// expect: [1, 3]
