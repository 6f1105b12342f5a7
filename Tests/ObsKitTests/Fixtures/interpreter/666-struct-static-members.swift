// Static stored properties, static methods, and static constants shared by all instances.
struct Account {
    static var created = 0
    static let bank = "SwiftBank"
    static func nextID() -> Int {
        created += 1
        return created
    }
    let id: Int
    let owner: String
    init(owner: String) {
        self.owner = owner
        id = Account.nextID()
    }
    var label: String { "\(Self.bank)#\(id) \(owner)" }
}
let a = Account(owner: "ann")
let b = Account(owner: "ben")
print(a.label)
print(b.label)
print(Account.created)
Account.created = 10
print(Account(owner: "cy").id)

// expect: SwiftBank#1 ann
// expect: SwiftBank#2 ben
// expect: 2
// expect: 11
