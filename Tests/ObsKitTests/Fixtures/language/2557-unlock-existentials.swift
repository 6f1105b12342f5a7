// Swift Evolution style (SE-0309): using protocols with Self or associated type requirements as `any P`
protocol Identified {
    associatedtype ID: Hashable & CustomStringConvertible
    var id: ID { get }
    func same(as other: Self) -> Bool
}

struct Order: Identified {
    var id: Int
    var total: Double
    func same(as other: Order) -> Bool { id == other.id }
}

struct Customer: Identified {
    var id: String
    func same(as other: Customer) -> Bool { id == other.id }
}

let records: [any Identified] = [Order(id: 7, total: 19.5), Customer(id: "c-42"), Order(id: 3, total: 2)]
for r in records {
    let key = r.id
    print("id \(key.description) of \(type(of: r))")
}

let equatables: [any Equatable] = [1, "one", 1.0, true]
func isEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
    func check<T: Equatable>(_ a: T) -> Bool {
        guard let b = rhs as? T else { return false }
        return a == b
    }
    return check(lhs)
}
print(isEqual(equatables[0], 1))
print(isEqual(equatables[0], "1"))
print(isEqual(equatables[1], "one"))
print(isEqual(equatables[2], 1))

let keys: [any Hashable] = [5, "five", 5]
var seen: [AnyHashable] = []
for k in keys {
    let h = AnyHashable(k)
    if !seen.contains(h) { seen.append(h) }
}
print(seen.count)

func matches(_ a: any Identified, _ b: any Identified) -> Bool {
    func open<T: Identified>(_ x: T) -> Bool {
        guard let y = b as? T else { return false }
        return x.same(as: y)
    }
    return open(a)
}
print(matches(records[0], Order(id: 7, total: 0)))
print(matches(records[0], records[2]))
print(matches(records[1], Customer(id: "c-42")))
print(matches(records[1], records[0]))

let sequences: [any Sequence] = [[1, 2], "ab"]
for s in sequences {
    var it = s.makeIterator()
    print(it.next().map { "\($0)" } ?? "nil")
}
// expect: id 7 of Order
// expect: id c-42 of Customer
// expect: id 3 of Order
// expect: true
// expect: false
// expect: true
// expect: false
// expect: 2
// expect: true
// expect: false
// expect: true
// expect: false
// expect: 1
// expect: a
