// Custom DynamicProperty: update() reads an @Observable model the body never touches (a derived "low stock" flag)
// The property updates before a body run in that body's tracking scope, so a read in update() is the host's
// dependency (rules §8.3, §3.5): selling re-runs the host as @dependencies, with update() first (§7.2); the price,
// read by nobody, re-runs nothing (§8.1). A wrapper with no nested properties is still listed at first (rules §12.2).
import SwiftUI

@Observable
final class Inventory {
    var stock = 4
    var price = 10
}

@propertyWrapper
struct LowStock: DynamicProperty {
    let inventory: Inventory
    private var low = false

    init(_ inventory: Inventory) {
        self.inventory = inventory
    }

    var wrappedValue: Bool { low }

    mutating func update() {
        low = inventory.stock < 3
        print("update: stock \(inventory.stock)")
    }
}

struct ProductView: View {
    @LowStock var isLow: Bool

    init(inventory: Inventory) {
        _isLow = LowStock(inventory)
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print(isLow ? "shows Low stock" : "shows In stock")
        Text(isLow ? "Low stock" : "In stock")
    }
}

struct StoreScreen: View {
    @State private var inventory = Inventory()

    var body: some View {
        VStack {
            ProductView(inventory: inventory)
            Button("Sell") { inventory.stock -= 1 }
            Button("Raise price") { inventory.price += 1 }
        }
    }
}

:mount StoreScreen()
// expect: update: stock 4
// expect: ProductView: @self, @identity, _isLow changed.
// expect: shows In stock
:tap "Sell"
// expect: update: stock 3
// expect: ProductView: @dependencies changed.
// expect: shows In stock
:tap "Raise price"
:tap "Sell"
// expect: update: stock 2
// expect: ProductView: @dependencies changed.
// expect: shows Low stock
