// Food Truck-style sample: an @Observable model in the environment, a menu List with sections, a cart edited through @Bindable ForEach($model.cart) steppers, a toolbar button; a computed total re-runs only its reader (SEMANTICS §8 tracking incl. computed properties, §14 Environment Observable; Apple: Bindable, Stepper, toolbar(content:))
import SwiftUI

struct Donut: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
}

struct CartLine: Identifiable {
    let id: Int
    let donut: Donut
    var quantity: Int
}

@Observable
final class TruckModel {
    let menu = [
        Donut(id: 1, name: "Glazed", price: 1.50),
        Donut(id: 2, name: "Cruller", price: 2.25),
        Donut(id: 3, name: "Maple Bar", price: 2.75),
    ]
    var cart: [CartLine] = []

    var total: Double {
        cart.reduce(0) { $0 + Double($1.quantity) * $1.donut.price }
    }

    func add(_ donut: Donut) {
        if let index = cart.firstIndex(where: { $0.donut == donut }) {
            cart[index].quantity += 1
        } else {
            cart.append(CartLine(id: donut.id, donut: donut, quantity: 1))
        }
    }
}

struct TotalBar: View {
    @Environment(TruckModel.self) private var model

    var body: some View {
        let _ = print("total $\(String(format: "%.2f", model.total))")
        HStack {
            Text("Total")
            Spacer()
            Text(model.total, format: .currency(code: "USD"))
                .bold()
        }
    }
}

struct TruckMenuView: View {
    @Environment(TruckModel.self) private var model

    var body: some View {
        @Bindable var model = model
        List {
            Section("Menu") {
                ForEach(model.menu) { donut in
                    HStack {
                        Text(donut.name)
                        Spacer()
                        Button("Add \(donut.name)") { model.add(donut) }
                            .buttonStyle(.borderless)
                    }
                }
            }
            Section("Cart") {
                ForEach($model.cart) { $line in
                    Stepper(line.donut.name, value: $line.quantity, in: 1...12)
                }
                TotalBar()
            }
        }
        .navigationTitle("Donut Truck")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Clear") { model.cart.removeAll() }
            }
        }
    }
}

struct TruckApp: View {
    @State private var model = TruckModel()

    var body: some View {
        NavigationStack {
            TruckMenuView()
        }
        .environment(model)
    }
}

:mount TruckApp()
:tap "Add Glazed"
:tap "Add Cruller"
:tap "Add Glazed"
:step "Glazed" down
:tap "Clear"

// expect: total $0.00
// expect: total $1.50
// expect: total $3.75
// expect: total $5.25
// expect: total $3.75
// expect: total $0.00
