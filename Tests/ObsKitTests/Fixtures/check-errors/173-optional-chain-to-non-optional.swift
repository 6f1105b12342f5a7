// Check error: the result of optional chaining is assigned to a non-optional Int
struct Address {
    var zip: Int
}

struct Customer {
    var address: Address?
}

let customer = Customer(address: Address(zip: 12345))
let zip: Int = customer.address?.zip
print(zip)
// expect-error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
