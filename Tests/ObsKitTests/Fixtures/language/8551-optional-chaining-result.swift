// Q&A style (why is count an Int? here?): optional chaining always produces an optional, even for non-optional properties
// known-gap: line 2: expected "Optional<Int> nil", got "Optional<Any> nil"
struct Address { var street: String; var zip: String? }
final class Person {
    var name: String
    var address: Address?
    init(name: String, address: Address? = nil) { self.name = name; self.address = address }
    func shout() -> String { name.uppercased() }
}

let maybe: Person? = Person(name: "rita", address: Address(street: "Main St", zip: nil))
let nobody: Person? = nil

let len = maybe?.name.count
print(type(of: len), len as Any)
print(type(of: nobody?.name.count), nobody?.name.count as Any)

// The zip is String?, chaining does not make it String??.
let zip = maybe?.address?.zip
print(type(of: zip), zip as Any)

// Method call on the chain.
print(maybe?.shout() as Any, nobody?.shout() as Any)

// Assigning through a chain returns Void? telling you whether it happened.
let didSet1: Void? = (maybe?.name = "Rita")
let didSet2: Void? = (nobody?.name = "Ghost")
print("assigned to maybe:", didSet1 != nil, "assigned to nobody:", didSet2 != nil)
print(maybe?.name ?? "-")

// Chaining on a function returning Void.
func ping(_ p: Person) { print("ping", p.name) }
if let p = maybe { ping(p) }
let r: ()? = maybe.map(ping)
print("map returned:", r != nil)

// Subscript chaining.
var table: [String: [Int]] = ["a": [1, 2, 3]]
print(table["a"]?[1] as Any, table["b"]?[1] as Any)
table["a"]?[0] += 10
table["b"]?[0] += 10
print(table["a"] ?? [], table["b"] as Any)

// expect: Optional<Int> Optional(4)
// expect: Optional<Int> nil
// expect: Optional<String> nil
// expect: Optional("RITA") nil
// expect: assigned to maybe: true assigned to nobody: false
// expect: Rita
// expect: ping Rita
// expect: ping Rita
// expect: map returned: true
// expect: Optional(2) nil
// expect: [11, 2, 3] nil
