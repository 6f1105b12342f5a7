// Gadget catalog: a sort order remembered with @AppStorage over a String-backed enum and chosen with a Picker whose
// options come from ForEach over the enum's cases, as Apple's samples store a preference; own code.
// What SwiftUI does: a Picker's ForEach tags each option with its element's id, and the enum's id is the case itself,
// so the options need no `.tag` (rules §15.5). Choosing one writes UserDefaults through @AppStorage (RawRepresentable
// values are stored by raw value); every view that read the key runs again, the catalog and then the badge inside it
// (rules §15.14, §2.8). The stored value outlives the screen: mounted again, the catalog starts sorted by price.
// Sources: rules §2.8, §15.5, §15.14; Apple https://developer.apple.com/documentation/swiftui/appstorage and
// https://developer.apple.com/documentation/swiftui/picker
import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case name
    case price

    var id: Self { self }

    var title: String {
        switch self {
        case .name: "Name"
        case .price: "Price"
        }
    }
}

struct Gadget: Identifiable {
    let id: Int
    let name: String
    let price: Int
}

struct SortBadge: View {
    @AppStorage("catalogSortOrder") private var sortOrder: SortOrder = .name

    var body: some View {
        let _ = print("SortBadge body: by \(sortOrder.title)")
        Text("Sorted by \(sortOrder.title)")
            .font(.caption)
    }
}

struct CatalogView: View {
    @AppStorage("catalogSortOrder") private var sortOrder: SortOrder = .name

    private let gadgets = [
        Gadget(id: 1, name: "Drone", price: 299),
        Gadget(id: 2, name: "Action Cam", price: 149),
        Gadget(id: 3, name: "Earbuds", price: 79),
    ]

    private var sortedGadgets: [Gadget] {
        switch sortOrder {
        case .name: gadgets.sorted { $0.name < $1.name }
        case .price: gadgets.sorted { $0.price < $1.price }
        }
    }

    var body: some View {
        let _ = print("CatalogView body: \(sortedGadgets.map(\.name).joined(separator: ", "))")
        NavigationStack {
            List {
                Section {
                    Picker("Sort by", selection: $sortOrder) {
                        ForEach(SortOrder.allCases) { order in
                            Text(order.title)
                        }
                    }
                    SortBadge()
                }
                ForEach(sortedGadgets) { gadget in
                    LabeledContent(gadget.name, value: "$\(gadget.price)")
                }
            }
            .navigationTitle("Catalog")
        }
    }
}

:mount CatalogView()
// expect: CatalogView body: Action Cam, Drone, Earbuds
// expect: SortBadge body: by Name
:pick "Price" in "Sort by"
// expect: CatalogView body: Earbuds, Action Cam, Drone
// expect: SortBadge body: by Price
:unmount
:mount CatalogView()
// expect: CatalogView body: Earbuds, Action Cam, Drone
// expect: SortBadge body: by Price
