// Swift book style: unowned reference from card to customer, customer owns card
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

var ana: Customer? = Customer(name: "Ana")
ana!.card = CreditCard(number: 4321_8765_0000_1111, customer: ana!)
print("card belongs to \(ana!.card!.customer.name)")
let digits = String(ana!.card!.number)
print("digits: \(digits.count)")
print("last four: \(digits.suffix(4))")
ana = nil
print("after ana = nil")
// expect: card belongs to Ana
// expect: digits: 16
// expect: last four: 1111
// expect: Ana is being deinitialized
// expect: Card #4321876500001111 is being deinitialized
// expect: after ana = nil
