// Compiler test style: Set mutation with struct elements: insert results, update(with:), remove, algebra in place
struct Employee: Hashable, CustomStringConvertible {
  let id: Int
  var name: String
  static func == (l: Employee, r: Employee) -> Bool { return l.id == r.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  var description: String { return "\(id):\(name)" }
}

func show(_ s: Set<Employee>) -> String {
  return s.sorted { $0.id < $1.id }.map { $0.description }.joined(separator: ",")
}

var staff: Set<Employee> = [Employee(id: 1, name: "ana"), Employee(id: 2, name: "ben")]
let r1 = staff.insert(Employee(id: 3, name: "cai"))
print(r1.inserted, r1.memberAfterInsert)
let r2 = staff.insert(Employee(id: 1, name: "ANA-dup"))
print(r2.inserted, r2.memberAfterInsert)
let replaced = staff.update(with: Employee(id: 2, name: "BEN"))
print("replaced:", replaced?.description ?? "nil", show(staff))
let added = staff.update(with: Employee(id: 4, name: "dee"))
print("added:", added?.description ?? "nil")

let snapshot = staff
staff.remove(Employee(id: 3, name: "whatever"))
print(show(staff), "|", show(snapshot))

var ids: Set = [1, 2, 3, 4, 5]
ids.formIntersection([2, 3, 4, 9])
ids.formUnion([10, 11])
ids.subtract([3])
ids.formSymmetricDifference([4, 12])
print(ids.sorted())

var seen = Set<String>()
var firstOccurrences: [String] = []
for word in ["to", "be", "or", "not", "to", "be"] where seen.insert(word).inserted {
  firstOccurrences.append(word)
}
print(firstOccurrences, seen.count)
// expect: true 3:cai
// expect: false 1:ana
// expect: replaced: 2:ben 1:ana,2:BEN,3:cai
// expect: added: nil
// expect: 1:ana,2:BEN,4:dee | 1:ana,2:BEN,3:cai,4:dee
// expect: [2, 10, 11, 12]
// expect: ["to", "be", "or", "not"] 4
