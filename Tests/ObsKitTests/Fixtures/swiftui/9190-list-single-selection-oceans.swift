// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (the oceans list with a single-selection binding)
// List: "To make members of a list selectable, provide a binding to a selection variable. Binding to a single
// instance of the list data's Identifiable.ID type creates a single-selection list." The page's Ocean has a UUID id;
// tapping a row sets the optional selection to that row's id.
// - onChange reports the selected ocean's name (the UUIDs differ each run, so the name is printed instead).
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct OceanList: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic")
    ]
    @State private var singleSelection: UUID?

    var body: some View {
        NavigationStack {
            List(oceans, selection: $singleSelection) { ocean in
                Text(ocean.name)
            }
            .navigationTitle("Oceans")
        }
        .onChange(of: singleSelection) { _, newValue in
            let name = oceans.first { $0.id == newValue }?.name ?? "none"
            print("selected: \(name)")
        }
    }
}

:mount OceanList()
:tap "Atlantic"
// expect: selected: Atlantic
:tap "Arctic"
// expect: selected: Arctic
