// Sundell style (key path generic constraints): protocols with key path requirements like Identifiable
protocol HasID {
    associatedtype ID: Hashable
    static var idKey: KeyPath<Self, ID> { get }
}

extension HasID {
    var identity: ID { self[keyPath: Self.idKey] }
}

struct Account: HasID {
    let number: String
    var balance: Int
    static let idKey = \Account.number
}

struct Tag: HasID {
    let slug: String
    static var idKey: KeyPath<Tag, String> { \.slug }
}

func lookup<T: HasID>(_ items: [T]) -> [T.ID: T] {
    var map: [T.ID: T] = [:]
    for item in items { map[item.identity] = item }
    return map
}

let accounts = [Account(number: "A-1", balance: 10), Account(number: "B-2", balance: 25)]
let table = lookup(accounts)
print(table["B-2"]!.balance)
print(accounts.map(\.identity))
print(lookup([Tag(slug: "swift"), Tag(slug: "ios"), Tag(slug: "swift")]).count)
print(Tag(slug: "x").identity)
print(Account.idKey == \Account.number)
// expect: 25
// expect: ["A-1", "B-2"]
// expect: 2
// expect: x
// expect: true
