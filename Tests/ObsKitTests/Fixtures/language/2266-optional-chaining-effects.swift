// Compiler test style: optional chaining short-circuits argument evaluation, assignments through chains return Void?
var evaluations: [String] = []
func arg(_ s: String) -> Int { evaluations.append(s); return s.count }

class Node {
    var value: Int
    var next: Node?
    init(_ v: Int, next: Node? = nil) { value = v; self.next = next }
    func add(_ n: Int) -> Int { value += n; return value }
}

let chain: Node? = Node(1, next: Node(2))
let none: Node? = nil

print(chain?.add(arg("one")) as Any, none?.add(arg("skipped")) as Any)
print(chain?.next?.next?.add(arg("deep")) as Any)
print(evaluations)

let assigned: Void? = chain?.next?.value = arg("assign")
let notAssigned: Void? = none?.value = arg("never")
print(assigned != nil, notAssigned == nil, chain!.next!.value)
print(evaluations)

chain?.value += arg("plus")
none?.value += arg("nope")
print(chain!.value, evaluations)

var counts: [String: Int]? = ["a": 1]
counts?["a"]! += 10
counts?["b"] = arg("bb")
print(counts!.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
var nothing: [String: Int]? = nil
nothing?["z"] = arg("zz")
print(nothing == nil, evaluations.count)

struct Box { var items: [Int]? }
var box = Box(items: [3, 1, 2])
box.items?.sort()
box.items?.append(arg("four"))
print(box.items ?? [])
var emptyBox = Box(items: nil)
emptyBox.items?.append(arg("ghost"))
print(emptyBox.items as Any, evaluations.last!)
let lengths = chain.map { $0.value } ?? arg("fallback")
print(lengths, evaluations.contains("fallback"))
// expect: Optional(4) nil
// expect: nil
// expect: ["one"]
// expect: true true 6
// expect: ["one", "assign"]
// expect: 8 ["one", "assign", "plus"]
// expect: ["a=11", "b=2"]
// expect: true 4
// expect: [1, 2, 3, 4]
// expect: nil four
// expect: 8 false
