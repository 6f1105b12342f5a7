// Point-Free style (WritableKeyPath generic setters): prop/over/set functions built on writable key paths, composed to update nested values immutably
func prop<Root, Value>(_ kp: WritableKeyPath<Root, Value>) -> (@escaping (Value) -> Value) -> (Root) -> Root {
    { update in { root in
        var copy = root
        copy[keyPath: kp] = update(copy[keyPath: kp])
        return copy
    } }
}
func over<Root, Value>(_ kp: WritableKeyPath<Root, Value>, _ f: @escaping (Value) -> Value) -> (Root) -> Root { prop(kp)(f) }
func set<Root, Value>(_ kp: WritableKeyPath<Root, Value>, _ value: Value) -> (Root) -> Root { over(kp) { _ in value } }
func mut<Root, Value>(_ kp: WritableKeyPath<Root, Value>, _ f: @escaping (inout Value) -> Void) -> (inout Root) -> Void {
    { root in f(&root[keyPath: kp]) }
}
func pipe<A>(_ fs: ((A) -> A)...) -> (A) -> A { { a in fs.reduce(a) { $1($0) } } }

struct Address { var street: String; var zip: String }
struct Customer { var name: String; var address: Address; var tags: [String]; var visits: Int }

let original = Customer(name: "mo", address: Address(street: "1 Elm", zip: "0100"), tags: ["new"], visits: 1)
let update = pipe(
    over(\Customer.name) { $0.prefix(1).uppercased() + $0.dropFirst() },
    set(\Customer.address.zip, "0200"),
    over(\.tags) { $0 + ["vip"] },
    over(\.visits) { $0 * 10 }
)
let updated = update(original)
print(original.name, original.address.zip, original.tags, original.visits)
print(updated.name, updated.address.zip, updated.tags, updated.visits)

let customers = [original, Customer(name: "zed", address: Address(street: "9 Oak", zip: "9"), tags: [], visits: 0)]
print(customers.map(over(\.address.street) { $0.uppercased() }).map(\.address.street))
print(customers.map(prop(\.tags)({ $0.isEmpty ? ["none"] : $0 })).map(\.tags))

var live = original
mut(\Customer.tags) { $0.append("mutated") }(&live)
mut(\Customer.address.street) { $0 += " St" }(&live)
print(live.tags, live.address.street)

func assign<Root, Value>(_ kp: ReferenceWritableKeyPath<Root, Value>, on root: Root) -> (Value) -> Void { { root[keyPath: kp] = $0 } }
final class Label { var text = "" }
let label = Label()
let setText = assign(\.text, on: label)
["a", "b", "c"].forEach(setText)
print(label.text)
let kp: WritableKeyPath<Customer, Address> = \.address
print(original[keyPath: kp.appending(path: \.zip)])

// expect: mo 0100 ["new"] 1
// expect: Mo 0200 ["new", "vip"] 10
// expect: ["1 ELM", "9 OAK"]
// expect: [["new"], ["none"]]
// expect: ["new", "mutated"] 1 Elm St
// expect: c
// expect: 0100
