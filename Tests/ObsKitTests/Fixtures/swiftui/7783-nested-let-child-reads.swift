// Observation in depth: a nested @Observable object behind a `let`, the card passes it to a chip that reads it
// Only stored `var`s are tracked (rules §8.1), and the card never reads the customer's properties: the chip's
// reads of `customer.name` are its own (§8), so a rename runs the chip alone; `loyaltyPoints` is read by no one.
// Appending an item runs the card (it read `items`); the chip gets the same object and is skipped (§2.3, §2.7).
import SwiftUI

@Observable
final class Customer {
    var name = "Noor"
    var loyaltyPoints = 10
}

@Observable
final class CoffeeOrder {
    let customer = Customer()
    var items = ["Latte"]
}

struct CustomerChip: View {
    let customer: Customer

    var body: some View {
        let _ = print("chip: \(customer.name)")
        Text(customer.name)
            .padding(4)
            .background(.thinMaterial, in: Capsule())
    }
}

struct OrderCard: View {
    let order: CoffeeOrder

    var body: some View {
        let _ = print("card: \(order.items.count) items")
        VStack(alignment: .leading) {
            CustomerChip(customer: order.customer)
            Text(order.items.joined(separator: ", "))
            Button("Rename") { order.customer.name = "Noor A." }
            Button("Reward") { order.customer.loyaltyPoints += 5 }
        }
    }
}

let order = CoffeeOrder()

:mount OrderCard(order: order)
// expect: card: 1 items
// expect: chip: Noor
:tap "Rename"
// expect: chip: Noor A.
:tap "Reward"
order.items.append("Scone")
// expect: card: 2 items
