// Chris Eidhof "SwiftUI View Equality" / objc.io: a non-POD Equatable view is compared with its own == (a stale field stays stale); Apple "Equatable"; rules §2.2, §2.7
import SwiftUI

struct Product {
    let id: Int
    var name: String
    var stock: Int
}

struct ProductRow: View, Equatable {
    let product: Product

    static func == (lhs: ProductRow, rhs: ProductRow) -> Bool {
        lhs.product.id == rhs.product.id && lhs.product.name == rhs.product.name
    }

    var body: some View {
        let _ = print("ProductRow body: \(product.name), \(product.stock) in stock")
        Text("\(product.name): \(product.stock)")
    }
}

struct Inventory: View {
    @State private var product = Product(id: 1, name: "Lamp", stock: 3)

    var body: some View {
        let _ = print("Inventory body: stock \(product.stock)")
        VStack {
            ProductRow(product: product)
            Button("Sell") { product.stock -= 1 }
            Button("Rename") { product.name = "Desk Lamp" }
        }
    }
}

:mount Inventory()
:tap "Sell"
:tap "Sell"
:tap "Rename"

// expect: Inventory body: stock 3
// expect: ProductRow body: Lamp, 3 in stock
// expect: Inventory body: stock 2
// expect: Inventory body: stock 1
// expect: Inventory body: stock 1
// expect: ProductRow body: Desk Lamp, 1 in stock
