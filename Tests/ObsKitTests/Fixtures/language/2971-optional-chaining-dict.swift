// Compiler test style: optional chaining on dictionary subscripts, optional return values, and multi-level chains
var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
for name in testScores.keys.sorted() { print(name, testScores[name]!) }

struct Engine { var horsepower: Int; func rev() -> String { return "vroom x\(horsepower / 100)" } }
struct Car { var engine: Engine? }
struct Garage { var cars: [String: Car] = [:] }

var garage: Garage? = Garage()
garage?.cars["a"] = Car(engine: Engine(horsepower: 300))
garage?.cars["b"] = Car(engine: nil)
print(garage?.cars["a"]?.engine?.rev() ?? "no engine")
print(garage?.cars["b"]?.engine?.rev() ?? "no engine")
print(garage?.cars["z"]?.engine?.horsepower as Any)
garage?.cars["a"]?.engine?.horsepower += 150
print(garage?.cars["a"]?.engine?.horsepower ?? 0)
let result: Void? = garage?.cars["b"]?.engine?.horsepower = 10
print(result == nil ? "assignment skipped" : "assigned")
garage = nil
print((garage?.cars.count).map { "count \($0)" } ?? "no garage")

class Node {
    var value: Int
    var next: Node?
    init(_ v: Int, _ n: Node? = nil) { value = v; next = n }
}
let list = Node(1, Node(2, Node(3)))
print(list.next?.next?.value as Any, list.next?.next?.next?.value as Any)
list.next?.next?.next = Node(4)
print(list.next?.next?.next?.value ?? -1)
let s: String? = "chain"
print(s?.uppercased().count as Any, s?.first?.isLetter == true)
// expect: Bev [80, 94, 81]
// expect: Dave [91, 82, 84]
// expect: vroom x3
// expect: no engine
// expect: nil
// expect: 450
// expect: assignment skipped
// expect: no garage
// expect: Optional(3) nil
// expect: 4
// expect: Optional(5) true
