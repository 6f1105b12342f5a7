// Blog style (SwiftLee): Sections from grouped products sorted by a Picker: a re-sort moves rows inside their sections and each favorite flag stays with its product (rules §1.2, §15.5, §2.7, §3.2)
import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case name, price
    var id: Self { self }
}

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Int
    let category: String
}

struct ProductRow: View {
    let product: Product
    @State private var favorite = false

    var body: some View {
        let _ = print("ProductRow \(product.name) favorite=\(favorite)")
        Button("\(favorite ? "★" : "☆") \(product.name) $\(product.price)") {
            favorite.toggle()
        }
    }
}

struct StoreView: View {
    @State private var products = [
        Product(id: 1, name: "Kiwi", price: 3, category: "Fruit"),
        Product(id: 2, name: "Apple", price: 5, category: "Fruit"),
        Product(id: 3, name: "Saw", price: 20, category: "Tools"),
        Product(id: 4, name: "Hammer", price: 12, category: "Tools"),
    ]
    @State private var order = SortOrder.name

    private var categories: [String] {
        Array(Set(products.map(\.category))).sorted()
    }

    private func items(in category: String) -> [Product] {
        products
            .filter { $0.category == category }
            .sorted { order == .name ? $0.name < $1.name : $0.price < $1.price }
    }

    var body: some View {
        let _ = print("StoreView body order=\(order.rawValue)")
        VStack {
            Picker("Sort", selection: $order) {
                ForEach(SortOrder.allCases) { option in
                    Text(option.rawValue.capitalized)
                }
            }
            List {
                ForEach(categories, id: \.self) { category in
                    Section(category) {
                        ForEach(items(in: category)) { product in
                            ProductRow(product: product)
                        }
                    }
                }
            }
        }
    }
}
:mount StoreView()
// expect: StoreView body order=name
// expect: ProductRow Apple favorite=false
// expect: ProductRow Kiwi favorite=false
// expect: ProductRow Hammer favorite=false
// expect: ProductRow Saw favorite=false
:tap "☆ Kiwi $3"
// expect: ProductRow Kiwi favorite=true
:pick "Price" in "Sort"
// expect: StoreView body order=price
:tap "★ Kiwi $3"
// expect: ProductRow Kiwi favorite=false
