// Swift book style: unowned references between Customer and CreditCard
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) {
        self.name = name
    }
    deinit { print("\(name) is being deinitialized") }
}

class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    func summary() -> String {
        return "Card #\(number) belongs to \(customer.name)"
    }
    deinit { print("Card #\(number) is being deinitialized") }
}

var john: Customer?
john = Customer(name: "John Appleseed")
john!.card = CreditCard(number: 1234_5678_9012_3456, customer: john!)
print(john!.card!.summary())
john = nil
print("john released")

func openAccounts() {
    let alice = Customer(name: "Alice")
    alice.card = CreditCard(number: 42, customer: alice)
    let bob = Customer(name: "Bob")
    bob.card = CreditCard(number: 7, customer: bob)
    print(alice.card!.summary())
    print(bob.card!.summary())
    let cards = [alice.card!, bob.card!]
    print(cards.map { $0.customer.name })
}
openAccounts()
print("end")
// expect: Card #1234567890123456 belongs to John Appleseed
// expect: John Appleseed is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: john released
// expect: Card #42 belongs to Alice
// expect: Card #7 belongs to Bob
// expect: ["Alice", "Bob"]
// expect: Bob is being deinitialized
// expect: Card #7 is being deinitialized
// expect: Alice is being deinitialized
// expect: Card #42 is being deinitialized
// expect: end
