// Sean Allen's Appetizers course app: a TabView with tabItem labels and a badge, an Order (ObservableObject) in the environment, a menu list whose rows open a detail sheet with onTapGesture, "Add to Order" then dismiss, an order tab with a total and onDelete (Apple: TabView, View.badge(_:), sheet(item:onDismiss:content:), EnvironmentObject; SEMANTICS §14 TabView iOS 18: a tab's body first runs when shown)
import SwiftUI

struct Appetizer: Identifiable, Equatable {
    let id: Int
    let name: String
    let price: Double
}

final class Order: ObservableObject {
    @Published var items: [Appetizer] = []

    var totalPrice: Double {
        items.reduce(0) { $0 + $1.price }
    }

    func add(_ appetizer: Appetizer) {
        items.append(appetizer)
    }

    func deleteItems(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
}

struct AppetizerDetailView: View {
    @EnvironmentObject var order: Order
    @Environment(\.dismiss) private var dismiss
    let appetizer: Appetizer

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "fork.knife.circle")
                .font(.system(size: 80))
            Text(appetizer.name)
                .font(.title2)
            Button("Add to Order") {
                order.add(appetizer)
                print("added \(appetizer.name)")
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .onAppear { print("detail for \(appetizer.name)") }
    }
}

struct AppetizerListView: View {
    @EnvironmentObject var order: Order
    @State private var selectedAppetizer: Appetizer?

    let appetizers = [
        Appetizer(id: 1, name: "Spring Rolls", price: 8.00),
        Appetizer(id: 2, name: "Dumplings", price: 6.50),
        Appetizer(id: 3, name: "Calamari", price: 9.25),
    ]

    var body: some View {
        NavigationStack {
            List(appetizers) { appetizer in
                HStack {
                    Image(systemName: "photo")
                    VStack(alignment: .leading) {
                        Text(appetizer.name)
                            .font(.title3)
                        Text(appetizer.price, format: .currency(code: "USD"))
                            .foregroundStyle(.secondary)
                    }
                }
                .onTapGesture {
                    selectedAppetizer = appetizer
                }
            }
            .navigationTitle("🍟 Appetizers")
            .sheet(item: $selectedAppetizer) { appetizer in
                AppetizerDetailView(appetizer: appetizer)
                    .environmentObject(order)
            }
        }
    }
}

struct OrderView: View {
    @EnvironmentObject var order: Order

    var body: some View {
        let _ = print("order tab: \(order.items.map(\.name)), total \(String(format: "%.2f", order.totalPrice))")
        NavigationStack {
            List {
                ForEach(order.items) { appetizer in
                    Text(appetizer.name)
                }
                .onDelete(perform: order.deleteItems)
            }
            .navigationTitle("🧾 Orders")
        }
    }
}

struct AppetizerTabView: View {
    @EnvironmentObject var order: Order

    var body: some View {
        TabView {
            AppetizerListView()
                .tabItem { Label("Home", systemImage: "house") }
            OrderView()
                .tabItem { Label("Order", systemImage: "bag") }
                .badge(order.items.count)
        }
    }
}

:mount AppetizerTabView().environmentObject(Order())
:tap "Spring Rolls"
:tap "Add to Order"
:tap "Dumplings"
:tap "Add to Order"
:tab "Order"
:delete "Spring Rolls"

// expect: detail for Spring Rolls
// expect: added Spring Rolls
// expect: detail for Dumplings
// expect: added Dumplings
// expect: order tab: ["Spring Rolls", "Dumplings"], total 14.50
// expect: order tab: ["Dumplings"], total 6.50
