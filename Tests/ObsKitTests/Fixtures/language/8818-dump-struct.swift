// Compiler test style (dump): the structure printed by dump() for nested values
struct Address { var street: String; var number: Int }

struct Employee {
    var name: String
    var id: Int
    var address: Address
    var skills: [String]
    var manager: String?
}

enum Status {
    case active
    case suspended(reason: String)
}

class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
}

let e = Employee(
    name: "Grace",
    id: 7,
    address: Address(street: "Main St", number: 12),
    skills: ["cobol", "compilers"],
    manager: nil
)
dump(e)
dump(Status.active)
dump(Status.suspended(reason: "audit"))
dump((x: 1, y: "two"))
dump(Node(1, next: Node(2)))

// dump returns its argument and supports name and depth limits
let returned = dump(Address(street: "Elm", number: 5), name: "addr")
print("returned number \(returned.number)")
dump(e, name: "shallow", maxDepth: 1)
dump(e.skills, maxItems: 2)

// dump into a custom output stream
var out = ""
dump(Optional(Address(street: "Oak", number: 9)), to: &out)
print("captured \(out.split(separator: "\n").count) lines")
print(out.split(separator: "\n").last!)

// expect: ▿ main.Employee
// expect:   - name: "Grace"
// expect:   - id: 7
// expect:   ▿ address: main.Address
// expect:     - street: "Main St"
// expect:     - number: 12
// expect:   ▿ skills: 2 elements
// expect:     - "cobol"
// expect:     - "compilers"
// expect:   - manager: nil
// expect: - main.Status.active
// expect: ▿ main.Status.suspended
// expect:   ▿ suspended: (1 element)
// expect:     - reason: "audit"
// expect: ▿ (2 elements)
// expect:   - x: 1
// expect:   - y: "two"
// expect: ▿ main.Node #0
// expect:   - value: 1
// expect:   ▿ next: Optional(main.Node)
// expect:     ▿ some: main.Node #1
// expect:       - value: 2
// expect:       - next: nil
// expect: ▿ addr: main.Address
// expect:   - street: "Elm"
// expect:   - number: 5
// expect: returned number 5
// expect: ▿ shallow: main.Employee
// expect:   - name: "Grace"
// expect:   - id: 7
// expect:   ▹ address: main.Address
// expect:   ▹ skills: 2 elements
// expect:   - manager: nil
// expect: ▿ 2 elements
// expect:   - "cobol"
// expect:     (1 more child)
// expect: captured 4 lines
// expect:     - number: 9
