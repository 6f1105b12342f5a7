// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (a single-selection list bound to an optional id)
// Apple: binding the list to one optional value of the rows' `Identifiable.ID` type makes a single-selection
// list; tapping a row puts that row's id in the binding. An onChange on the selection reports each new
// selection by the ocean's name (the ids are UUIDs, so the fixture never prints them).
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct SingleOceanPicker: View {
    private let oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
    ]
    @State private var singleSelection: UUID?

    var body: some View {
        NavigationStack {
            List(oceans, selection: $singleSelection) { ocean in
                Text(ocean.name)
            }
            .navigationTitle("Oceans")
            .onChange(of: singleSelection) { _, newValue in
                let name = oceans.first { $0.id == newValue }?.name ?? "none"
                print("selected \(name)")
            }
        }
    }
}

:mount SingleOceanPicker()
:tap "Atlantic"
// expect: selected Atlantic
:tap "Indian"
// expect: selected Indian
:tap "Pacific"
// expect: selected Pacific
