// Book style (Optional Chaining): library members, loans and addresses through optional chains
class Address {
    var street: String
    var number: Int?
    init(street: String, number: Int? = nil) {
        self.street = street
        self.number = number
    }
    func label() -> String? {
        guard let n = number else { return nil }
        return "\(n) \(street)"
    }
}

class Loan {
    var title: String
    var daysLeft: Int
    init(title: String, daysLeft: Int) { self.title = title; self.daysLeft = daysLeft }
}

class Card {
    var loans: [Loan] = []
    var address: Address?
    var loanCount: Int { loans.count }
    subscript(i: Int) -> Loan {
        get { loans[i] }
        set { loans[i] = newValue }
    }
    func printLoans() { print("card has \(loanCount) loans") }
}

class Member {
    let name: String
    var card: Card?
    init(name: String) { self.name = name }
}

let kim = Member(name: "Kim")
print(kim.card?.loanCount as Any)
if let count = kim.card?.loanCount {
    print("Kim has \(count)")
} else {
    print("Kim has no card")
}
kim.card?.address = Address(street: "Elm")
print(kim.card?.address?.street as Any)
print(kim.card?.printLoans() as Any)

kim.card = Card()
kim.card?.loans.append(Loan(title: "Dune", daysLeft: 7))
kim.card?.loans.append(Loan(title: "Emma", daysLeft: 2))
print(kim.card?.loanCount as Any)
if kim.card?.printLoans() != nil { print("printed") }
print(kim.card?[1].title as Any)
kim.card?[0].daysLeft -= 3
print(kim.card?[0].daysLeft as Any)

kim.card?.address = Address(street: "Oak Lane")
print(kim.card?.address?.label() as Any)
kim.card?.address?.number = 42
print(kim.card?.address?.label() as Any)
print(kim.card?.address?.label()?.uppercased() as Any)
print(kim.card?.address?.label()?.count ?? -1)
if let first = kim.card?.address?.label()?.first {
    print("starts with", first)
}
let assigned: Void? = (kim.card?.address = nil)
print(assigned != nil, kim.card?.address == nil)

var roster: [String: [Int]] = ["a": [3, 1], "b": [9]]
roster["a"]?[0] += 10
roster["c"]?[0] = 5
roster["b"]?.append(4)
for key in roster.keys.sorted() { print(key, roster[key]!) }
let maybeMembers: [Member?] = [kim, nil, Member(name: "Lu")]
print(maybeMembers.map { $0?.card?.loanCount })
print(maybeMembers.map { $0?.name })

// expect: nil
// expect: Kim has no card
// expect: nil
// expect: nil
// expect: Optional(2)
// expect: card has 2 loans
// expect: printed
// expect: Optional("Emma")
// expect: Optional(4)
// expect: nil
// expect: Optional("42 Oak Lane")
// expect: Optional("42 OAK LANE")
// expect: 11
// expect: starts with 4
// expect: true true
// expect: a [13, 1]
// expect: b [9, 4]
// expect: [Optional(2), nil, nil]
// expect: [Optional("Kim"), nil, Optional("Lu")]
