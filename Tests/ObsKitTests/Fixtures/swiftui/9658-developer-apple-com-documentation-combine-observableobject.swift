// Apple, "ObservableObject", https://developer.apple.com/documentation/combine/observableobject — an order model with a computed total over @Published properties, a plain var that publishes nothing, a manual objectWillChange.send(), and an equal write that still publishes
// @Published sends objectWillChange before every set, equal or not, and a computed property publishes through the
// stored ones it reads (rules §6.3). A property without @Published sends nothing, so the screen keeps its old text
// until something else publishes; objectWillChange.send() by hand works (§6.2). Every observer runs, whatever it
// read (§6.5).
import SwiftUI

final class DonutOrder: ObservableObject {
    @Published var items: [String] = []
    @Published var tip = 0
    var note = ""

    var total: Int { items.count * 3 + tip }
}

struct TotalView: View {
    @ObservedObject var order: DonutOrder

    var body: some View {
        let _ = print("TotalView body, total \(order.total), note '\(order.note)'")
        Text("Total: $\(order.total)")
    }
}

struct OrderScreen: View {
    @StateObject private var order = DonutOrder()

    var body: some View {
        let _ = print("OrderScreen body")
        VStack {
            Button("Add donut") { order.items.append("Glazed") }
            Button("Write note") { order.note = "extra napkins" }
            Button("Refresh") { order.objectWillChange.send() }
            Button("No tip") { order.tip = 0 }
            TotalView(order: order)
        }
    }
}

:mount OrderScreen()
// expect: OrderScreen body
// expect: TotalView body, total 0, note ''
:tap "Add donut"
// expect: OrderScreen body
// expect: TotalView body, total 3, note ''
:tap "Write note"
:tap "Refresh"
// expect: OrderScreen body
// expect: TotalView body, total 3, note 'extra napkins'
:tap "No tip"
// expect: OrderScreen body
// expect: TotalView body, total 3, note 'extra napkins'
