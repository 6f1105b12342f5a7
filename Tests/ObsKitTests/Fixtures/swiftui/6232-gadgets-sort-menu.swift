// A gadget list sorted by a @State order chosen from a toolbar Menu of buttons; choosing the current order again changes nothing; expected output by the SwiftUI rules (rules §3 an equal @State write is a no-op, a changed read state re-runs the owner; Apple: Menu(_:content:), toolbar(content:))
import SwiftUI

enum GadgetOrder: String {
    case name, priceLowToHigh, priceHighToLow
}

struct Gadget: Identifiable {
    let id: Int
    let name: String
    let price: Int
}

struct GadgetShelfView: View {
    @State private var order = GadgetOrder.name
    private let gadgets = [
        Gadget(id: 1, name: "Keyboard", price: 80),
        Gadget(id: 2, name: "Drone", price: 300),
        Gadget(id: 3, name: "Lamp", price: 45),
    ]

    private var sortedGadgets: [Gadget] {
        switch order {
        case .name: gadgets.sorted { $0.name < $1.name }
        case .priceLowToHigh: gadgets.sorted { $0.price < $1.price }
        case .priceHighToLow: gadgets.sorted { $0.price > $1.price }
        }
    }

    var body: some View {
        let _ = print("shelf (\(order.rawValue)): " + sortedGadgets.map(\.name).joined(separator: ", "))
        NavigationStack {
            List(sortedGadgets) { gadget in
                HStack {
                    Text(gadget.name)
                    Spacer()
                    Text("$\(gadget.price)")
                }
            }
            .navigationTitle("Gadgets")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu("Sort") {
                        Button("Name") { order = .name }
                        Button("Price: Low to High") { order = .priceLowToHigh }
                        Button("Price: High to Low") { order = .priceHighToLow }
                    }
                }
            }
        }
    }
}

:mount GadgetShelfView()
:tap "Sort"
:tap "Price: Low to High"
:tap "Sort"
:tap "Price: High to Low"
:tap "Sort"
:tap "Price: High to Low"
:tap "Sort"
:tap "Name"

// expect: shelf (name): Drone, Keyboard, Lamp
// expect: shelf (priceLowToHigh): Lamp, Keyboard, Drone
// expect: shelf (priceHighToLow): Drone, Keyboard, Lamp
// expect: shelf (name): Drone, Keyboard, Lamp
