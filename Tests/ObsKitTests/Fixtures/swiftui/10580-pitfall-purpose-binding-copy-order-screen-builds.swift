// everyday app screens style: PITFALL ON PURPOSE, a binding to a copy: an order screen builds each quantity stepper's binding from a copy of the line, so a press writes the copy (the setter prints) and the store, the total and every body stay as they were; the fixed screen uses ForEach($store.lines) and the ObservableObject publishes (rules §9.1, §6.3, §15.1)
import SwiftUI

struct OrderLine: Identifiable {
    let id: Int
    let name: String
    var qty: Int
}

final class OrderStore: ObservableObject {
    @Published var lines = [OrderLine(id: 1, name: "Latte", qty: 1), OrderLine(id: 2, name: "Scone", qty: 2)]
    var itemCount: Int { lines.reduce(0) { $0 + $1.qty } }
    init() { print("OrderStore init") }
    deinit { print("OrderStore deinit") }
}

struct CopyOrderScreen: View {
    @StateObject private var store = OrderStore()

    private func quantity(for line: OrderLine) -> Binding<Int> {
        var copy = line
        return Binding(
            get: { copy.qty },
            set: {
                copy.qty = $0
                print("set the copy of \(copy.name) to \($0)")
            }
        )
    }

    var body: some View {
        let _ = print("CopyOrderScreen body: \(store.itemCount) items")
        List {
            ForEach(store.lines) { line in
                Stepper("\(line.name) x\(line.qty)", value: quantity(for: line), in: 0...9)
            }
            Button("Check out") { print("checking out \(store.itemCount) items") }
        }
    }
}

struct FixedOrderScreen: View {
    @StateObject private var store = OrderStore()

    var body: some View {
        let _ = print("FixedOrderScreen body: \(store.itemCount) items")
        List {
            ForEach($store.lines) { $line in
                Stepper("\(line.name) x\(line.qty)", value: $line.qty, in: 0...9)
            }
            Button("Check out") { print("checking out \(store.itemCount) items") }
        }
    }
}

:mount CopyOrderScreen()
// expect: OrderStore init
// expect: CopyOrderScreen body: 3 items
:step "Latte x1" up
// expect: set the copy of Latte to 2
:step "Latte x1" up
// expect: set the copy of Latte to 3
:tap "Check out"
// expect: checking out 3 items
:unmount
// expect: OrderStore deinit
:mount FixedOrderScreen()
// expect: OrderStore init
// expect: FixedOrderScreen body: 3 items
:step "Latte x1" up
// expect: FixedOrderScreen body: 4 items
:step "Latte x2" up
// expect: FixedOrderScreen body: 5 items
:tap "Check out"
// expect: checking out 5 items
:unmount
// expect: OrderStore deinit
