// Hacking with Swift style: a store that sorts its own @Published array in place, rows identified by a key path (id: \.name) and a header with a count and a total; sorting reorders the rows without running one (same values, same ids), a price change runs the header's owner and one row (rules §1.2, §2.3, §6.3, §2.7)
import SwiftUI

struct Gadget: Equatable {
    let name: String
    var price: Int
}

final class GadgetStore: ObservableObject {
    @Published var gadgets = [Gadget(name: "Radio", price: 40), Gadget(name: "Lamp", price: 25), Gadget(name: "Fan", price: 60)]

    func sortByName() { gadgets.sort { $0.name < $1.name } }
    func sortByPrice() { gadgets.sort { $0.price < $1.price } }
    func discount(_ name: String) {
        if let index = gadgets.firstIndex(where: { $0.name == name }) {
            gadgets[index].price -= 10
        }
    }
}

struct GadgetRow: View {
    let gadget: Gadget

    var body: some View {
        let _ = print("GadgetRow body: \(gadget.name) \(gadget.price)")
        Text("\(gadget.name) $\(gadget.price)")
    }
}

struct GadgetList: View {
    @ObservedObject var store: GadgetStore

    var body: some View {
        let total = store.gadgets.reduce(0) { $0 + $1.price }
        let _ = print("GadgetList body: \(store.gadgets.map(\.name).joined(separator: ",")) total \(total)")
        List {
            Section("\(store.gadgets.count) gadgets, $\(total)") {
                ForEach(store.gadgets, id: \.name) { gadget in
                    GadgetRow(gadget: gadget)
                }
            }
            Button("By name") { store.sortByName() }
            Button("By price") { store.sortByPrice() }
            Button("Discount Fan") { store.discount("Fan") }
        }
    }
}

let gadgetStore = GadgetStore()

:mount GadgetList(store: gadgetStore)
// expect: GadgetList body: Radio,Lamp,Fan total 125
// expect: GadgetRow body: Radio 40
// expect: GadgetRow body: Lamp 25
// expect: GadgetRow body: Fan 60
:tap "By name"
// expect: GadgetList body: Fan,Lamp,Radio total 125
:tap "Discount Fan"
// expect: GadgetList body: Fan,Lamp,Radio total 115
// expect: GadgetRow body: Fan 50
:tap "By price"
// expect: GadgetList body: Lamp,Radio,Fan total 115
gadgetStore.discount("Lamp")
// expect: GadgetList body: Lamp,Radio,Fan total 105
// expect: GadgetRow body: Lamp 15
