// Sean Allen style ("Appetizers"): tapping a list cell sets a selected item and a flag that shows a detail card in a ZStack above the list; the card closes itself through a @Binding and adds to an @EnvironmentObject order.
// The list's body reads isShowingDetail and selectedAppetizer, so a tap on a cell (onTapGesture, rules §15.10) runs
// it once for both writes (rules §10.1); the card is inserted by the `if` and appears (rules §1.1, §11.1). The
// card's buttons write the binding back to false: the list's body runs, the card is removed and disappears
// (rules §11.1, callbacks after the update, §10.3). The order is shared through .environmentObject (rules §14.1).
import SwiftUI

struct Appetizer: Identifiable {
    let id: Int
    let name: String
    let price: Double
}

final class Order: ObservableObject {
    @Published var items: [Appetizer] = []
}

struct AppetizerDetailView: View {
    @EnvironmentObject var order: Order
    let appetizer: Appetizer
    @Binding var isShowingDetail: Bool

    var body: some View {
        VStack {
            Text(appetizer.name)
            Button("$\(appetizer.price, specifier: "%.2f") - Add to Order") {
                order.items.append(appetizer)
                print("order has \(order.items.count) items")
                isShowingDetail = false
            }
        }
        .overlay(alignment: .topTrailing) {
            Button("Close") { isShowingDetail = false }
        }
        .onAppear { print("detail appeared: \(appetizer.name)") }
        .onDisappear { print("detail disappeared: \(appetizer.name)") }
    }
}

struct AppetizerListView: View {
    @State private var isShowingDetail = false
    @State private var selectedAppetizer: Appetizer?

    let appetizers = [
        Appetizer(id: 1, name: "Buffalo Wings", price: 8.99),
        Appetizer(id: 2, name: "Chips and Salsa", price: 5.49),
    ]

    var body: some View {
        let _ = print("list body, showing detail \(isShowingDetail), selected \(selectedAppetizer?.name ?? "none")")
        ZStack {
            NavigationStack {
                List(appetizers) { appetizer in
                    Text(appetizer.name)
                        .onTapGesture {
                            selectedAppetizer = appetizer
                            isShowingDetail = true
                        }
                }
                .navigationTitle("Appetizers")
            }
            .blur(radius: isShowingDetail ? 20 : 0)

            if isShowingDetail, let selectedAppetizer {
                AppetizerDetailView(appetizer: selectedAppetizer, isShowingDetail: $isShowingDetail)
            }
        }
    }
}

:mount AppetizerListView().environmentObject(Order())
// expect: list body, showing detail false, selected none
:tap "Buffalo Wings"
// expect: list body, showing detail true, selected Buffalo Wings
// expect: detail appeared: Buffalo Wings
:tap "$8.99 - Add to Order"
// expect: order has 1 items
// expect: list body, showing detail false, selected Buffalo Wings
// expect: detail disappeared: Buffalo Wings
:tap "Chips and Salsa"
// expect: list body, showing detail true, selected Chips and Salsa
// expect: detail appeared: Chips and Salsa
:tap "Close"
// expect: list body, showing detail false, selected Chips and Salsa
// expect: detail disappeared: Chips and Salsa
