// SwiftUI from Apple's documentation: List — https://developer.apple.com/documentation/swiftui/list (Supporting selection in lists: with a Set binding and the list in edit mode through EditButton, each tapped row joins the selection)
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
    @State private var multiSelection = Set<UUID>()

    var body: some View {
        NavigationView {
            List(oceans, selection: $multiSelection) {
                Text($0.name)
            }
            .navigationTitle("Oceans")
            .toolbar { EditButton() }
        }
        .onChange(of: multiSelection) { _, newValue in
            let names = oceans.filter { newValue.contains($0.id) }.map(\.name)
            print("\(newValue.count) selections: \(names)")
        }
    }
}

:mount OceanList()
:tap "Edit"
:tap "Pacific"
:tap "Southern"
// expect: 1 selections: ["Pacific"]
// expect: 2 selections: ["Pacific", "Southern"]
