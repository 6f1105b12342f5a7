// Compiler test style: optional chaining through properties, methods and subscripts, with assignment through chains
class Node {
  var value: Int
  var next: Node?
  var tags: [String: Int] = [:]
  init(_ v: Int, next: Node? = nil) { value = v; self.next = next }
  func describe() -> String { "Node(\(value))" }
  func nextNext() -> Node? { next?.next }
}

let list = Node(1, next: Node(2, next: Node(3)))
print(list.next?.value as Any)
print(list.next?.next?.next?.value as Any)
print(list.nextNext()?.describe() as Any)
print(list.next?.next?.nextNext()?.describe() as Any)

list.next?.value = 20
print(list.next!.value)
let assigned: Void? = (list.next?.next?.next?.value = 99)
print(assigned == nil ? "assignment skipped" : "assigned")
let assigned2: Void? = (list.next?.value = 21)
print(assigned2 == nil ? "assignment skipped" : "assigned")

list.tags["a"] = 1
list.next?.tags["b"] = 2
list.next?.tags["b"]? += 10
list.next?.tags["zz"]? += 10
print(list.tags["a"] as Any, list.next?.tags["b"] as Any, list.next?.tags["zz"] as Any)

var arr: [Int]? = [1, 2, 3]
arr?[1] = 50
arr?.append(4)
print(arr as Any)
print(arr?.count as Any, arr?.first.map { $0 * 2 } as Any)
arr = nil
arr?.append(5)
print(arr as Any, arr?.isEmpty as Any)
let cnt: Int = arr?.count ?? -1
print(cnt)
// expect: Optional(2)
// expect: nil
// expect: Optional("Node(3)")
// expect: nil
// expect: 20
// expect: assignment skipped
// expect: assigned
// expect: Optional(1) Optional(12) nil
// expect: Optional([1, 50, 3, 4])
// expect: Optional(4) Optional(2)
// expect: nil nil
// expect: -1
