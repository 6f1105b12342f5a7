// unowned back-reference: the card never outlives its customer and does not keep it alive.
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) deinit") }
}
class CreditCard {
    let number: Int
    unowned let owner: Customer
    init(number: Int, owner: Customer) {
        self.number = number
        self.owner = owner
    }
    deinit { print("card #\(number) deinit") }
}
var john: Customer? = Customer(name: "John")
john!.card = CreditCard(number: 1234, owner: john!)
print("card owner:", john!.card!.owner.name)
john = nil
print("done")

// expect: card owner: John
// expect: John deinit
// expect: card #1234 deinit
// expect: done
