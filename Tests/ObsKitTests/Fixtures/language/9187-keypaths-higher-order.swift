// keypaths-higher-order
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Address { var city: String; var zip: String }
struct Customer {
    var name: String
    var age: Int
    var address: Address
    var vip: Bool
}

var customers = [
    Customer(name: "Zoe", age: 34, address: Address(city: "Oslo", zip: "0150"), vip: true),
    Customer(name: "Adam", age: 19, address: Address(city: "Bergen", zip: "5003"), vip: false),
    Customer(name: "Mia", age: 27, address: Address(city: "Oslo", zip: "0151"), vip: false),
    Customer(name: "Leo", age: 45, address: Address(city: "Tromsø", zip: "9008"), vip: true),
]

print(customers.map(\.name))
print(customers.map(\.address.city))
print(customers.filter(\.vip).map(\.name))

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
    func sum<T: Numeric>(_ keyPath: KeyPath<Element, T>) -> T {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
}
print(customers.sorted(by: \.age).map(\.name), customers.sorted(by: \.name, ascending: false).map(\.name))
print(customers.sum(\.age))

let cityPath = \Customer.address.city
let agePath: WritableKeyPath<Customer, Int> = \.age
print(customers[0][keyPath: cityPath])
customers[1][keyPath: agePath] += 1
customers[2][keyPath: \.address.zip] = "0999"
print(customers[1].age, customers[2].address.zip)

func update<T, V>(_ items: inout [T], _ path: WritableKeyPath<T, V>, to value: V) {
    for i in items.indices { items[i][keyPath: path] = value }
}
update(&customers, \.vip, to: true)
print(customers.allSatisfy(\.vip))

let fields: [(String, PartialKeyPath<Customer>)] = [("name", \.name), ("age", \.age), ("city", \.address.city)]
for (label, path) in fields {
    print(label, customers[3][keyPath: path])
}

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let nameLength = compose(\Customer.name, \.count)
print(customers.map(nameLength))

let adder: (Int) -> (Int) -> Int = { a in { b in a + b } }
let addTen = adder(10)
print([1, 2, 3].map(addTen), adder(1)(2))

func apply<T>(_ times: Int, _ f: (T) -> T, to x: T) -> T {
    (0..<times).reduce(x) { acc, _ in f(acc) }
}
print(apply(5, { $0 * 2 }, to: 1), apply(3, { $0 + "!" }, to: "hey"))
let pipeline: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 10 }, { $0 - 3 }]
print(pipeline.reduce(4) { value, f in f(value) })
let byCity = Dictionary(grouping: customers, by: \.address.city).mapValues { $0.map(\.name).sorted() }
print(byCity.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.joined(separator: ","))" })
// expect: ["Zoe", "Adam", "Mia", "Leo"]
// expect: ["Oslo", "Bergen", "Oslo", "Tromsø"]
// expect: ["Zoe", "Leo"]
// expect: ["Adam", "Mia", "Zoe", "Leo"] ["Zoe", "Mia", "Leo", "Adam"]
// expect: 125
// expect: Oslo
// expect: 20 0999
// expect: true
// expect: name Leo
// expect: age 45
// expect: city Tromsø
// expect: [3, 4, 3, 3]
// expect: [11, 12, 13] 3
// expect: 32 hey!!!
// expect: 47
// expect: ["Bergen: Adam", "Oslo: Mia,Zoe", "Tromsø: Leo"]
