// Fatbobman style: nested @Observable objects — a read through `customer.address.city` tracks both links of the chain; a view that only passes `customer.address` on does not re-run when the city inside changes, but does when the address object is replaced (rules §8.3, §8.1, §2.3, §2.8)
import SwiftUI

@Observable
final class Address {
    var city = "Lyon"
}

@Observable
final class Customer {
    var name = "Jo"
    var address = Address()
}

struct Header: View {
    let customer: Customer

    var body: some View {
        let _ = print("Header body: \(customer.name) in \(customer.address.city)")
        Text("\(customer.name), \(customer.address.city)")
    }
}

struct CityView: View {
    let address: Address

    var body: some View {
        let _ = print("CityView body: \(address.city)")
        Text(address.city)
    }
}

struct CustomerView: View {
    @State private var customer = Customer()

    var body: some View {
        let _ = print("CustomerView body: \(customer.name)")
        VStack {
            Header(customer: customer)
            CityView(address: customer.address)
            Button("Move") { customer.address.city = "Nice" }
            Button("New address") { customer.address = Address() }
            Button("Rename") { customer.name = "Jane" }
        }
    }
}

:mount CustomerView()
// expect: CustomerView body: Jo
// expect: Header body: Jo in Lyon
// expect: CityView body: Lyon
:tap "Move"
// expect: Header body: Jo in Nice
// expect: CityView body: Nice
:tap "New address"
// expect: CustomerView body: Jo
// expect: Header body: Jo in Lyon
// expect: CityView body: Lyon
:tap "Rename"
// expect: CustomerView body: Jane
// expect: Header body: Jane in Lyon
