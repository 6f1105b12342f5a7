// Sorting through a confirmationDialog opened from a toolbar button, with a visible title; a switch
// expression picks the sort.
// Expected: each choice sets the order and onChange prints the list; the dialog gets a standard Cancel,
// which changes nothing (rules §15.11).
import SwiftUI

enum SortOrder: String {
    case name = "Name", price = "Price", rating = "Rating"
}

struct Gadget {
    let name: String
    let price: Int
    let rating: Double
}

struct GadgetList: View {
    @State private var sort = SortOrder.name
    @State private var showingSort = false
    let gadgets = [
        Gadget(name: "Lamp", price: 40, rating: 4.8),
        Gadget(name: "Clock", price: 25, rating: 4.2),
        Gadget(name: "Fan", price: 60, rating: 3.9),
    ]

    private var sorted: [Gadget] {
        switch sort {
        case .name: gadgets.sorted { $0.name < $1.name }
        case .price: gadgets.sorted { $0.price < $1.price }
        case .rating: gadgets.sorted { $0.rating > $1.rating }
        }
    }

    var body: some View {
        NavigationStack {
            List(sorted, id: \.name) { gadget in
                LabeledContent(gadget.name, value: "$\(gadget.price)")
            }
            .navigationTitle("Gadgets")
            .toolbar {
                Button("Sort") { showingSort = true }
            }
            .confirmationDialog("Sort gadgets by", isPresented: $showingSort, titleVisibility: .visible) {
                Button("Name") { sort = .name }
                Button("Price") { sort = .price }
                Button("Rating") { sort = .rating }
            }
            .onChange(of: sort) {
                print(sort.rawValue + ":", sorted.map(\.name).joined(separator: ", "))
            }
        }
    }
}

:mount GadgetList()
:tap "Sort"
:tap "Price"
:tap "Sort"
:tap "Rating"
:tap "Sort"
:tap "Cancel"

// expect: Price: Clock, Lamp, Fan
// expect: Rating: Lamp, Clock, Fan
