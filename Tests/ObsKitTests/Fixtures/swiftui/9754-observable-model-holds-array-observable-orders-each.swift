// Food Truck style order board: an @Observable model holds an array of @Observable orders and each row holds its order as a plain let; advancing one order runs only its row, adding an order runs the board and makes one new row while the others keep theirs (same references), and a swipe-delete runs the board only (rules §8.3, §2.3, §1.2, §15.2)
import SwiftUI

@Observable
final class TruckOrder: Identifiable {
    let id: Int
    let item: String
    var status = "new"

    init(id: Int, item: String) {
        self.id = id
        self.item = item
    }
}

@Observable
final class OrderBoardModel {
    var orders = [TruckOrder(id: 1, item: "Taco"), TruckOrder(id: 2, item: "Quesadilla")]
    @ObservationIgnored private var nextID = 3

    func add(_ item: String) {
        orders.append(TruckOrder(id: nextID, item: item))
        nextID += 1
    }
}

struct OrderRow: View {
    let order: TruckOrder

    var body: some View {
        let _ = print("OrderRow body: \(order.item) \(order.status)")
        HStack {
            Text(order.item)
            Spacer()
            Text(order.status)
            Button("Advance \(order.item)") {
                order.status = order.status == "new" ? "cooking" : "ready"
            }
        }
    }
}

struct OrderBoard: View {
    @State private var model = OrderBoardModel()

    var body: some View {
        let _ = print("OrderBoard body: \(model.orders.count) orders")
        List {
            ForEach(model.orders) { order in
                OrderRow(order: order)
            }
            .onDelete { offsets in
                model.orders.remove(atOffsets: offsets)
            }
            Button("Add burrito") { model.add("Burrito") }
        }
    }
}

:mount OrderBoard()
// expect: OrderBoard body: 2 orders
// expect: OrderRow body: Taco new
// expect: OrderRow body: Quesadilla new
:tap "Advance Taco"
// expect: OrderRow body: Taco cooking
:tap "Advance Taco"
// expect: OrderRow body: Taco ready
:tap "Add burrito"
// expect: OrderBoard body: 3 orders
// expect: OrderRow body: Burrito new
:delete "Quesadilla"
// expect: OrderBoard body: 2 orders
:tap "Advance Burrito"
// expect: OrderRow body: Burrito cooking
