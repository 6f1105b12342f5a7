// Stack Overflow style (implicit existential opening): passing any P to a generic <T: P> function and reading T
protocol Entity {
    static var table: String { get }
    var key: Int { get }
}

struct Customer: Entity {
    static var table: String { "customers" }
    let key: Int
}

struct Invoice: Entity {
    static var table: String { "invoices" }
    let key: Int
}

func row<E: Entity>(_ e: E) -> String { "\(E.table)/\(e.key) as \(E.self)" }
func typeName<T>(_ x: T) -> String { "\(T.self)" }
func typeNameAny(_ x: Any) -> String { "\(type(of: x))" }

let things: [any Entity] = [Customer(key: 1), Invoice(key: 7), Customer(key: 3)]
for t in things {
    print(row(t))
}
print(things.map { type(of: $0).table })
let one: any Entity = Invoice(key: 2)
print(typeName(one), typeNameAny(one))
print(typeName(5), typeName([1]), typeNameAny(Optional(5) as Any))
let counts = Dictionary(grouping: things) { type(of: $0).table }.mapValues(\.count)
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

// expect: customers/1 as Customer
// expect: invoices/7 as Invoice
// expect: customers/3 as Customer
// expect: ["customers", "invoices", "customers"]
// expect: Entity Invoice
// expect: Int Array<Int> Optional<Int>
// expect: ["customers:2", "invoices:1"]
