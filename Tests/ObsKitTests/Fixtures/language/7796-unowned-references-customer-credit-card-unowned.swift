// Swift book style (unowned references): customer and credit card with an unowned back reference
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}

class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    deinit { print("Card #\(number) is being deinitialized") }
}

var john: Customer?
john = Customer(name: "John Appleseed")
john!.card = CreditCard(number: 1234_5678_9012_3456, customer: john!)
print("card owner: \(john!.card!.customer.name)")
print("number: \(john!.card!.number)")
john = nil
print("end")
// expect: card owner: John Appleseed
// expect: number: 1234567890123456
// expect: John Appleseed is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: end
