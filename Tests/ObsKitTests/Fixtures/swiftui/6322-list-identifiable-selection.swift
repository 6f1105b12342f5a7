// Apple: List ("Supporting selection in lists": List(_:selection:rowContent:) with an optional ID binding; rows from Identifiable data) and Identifiable; onChange(of:) sees each new selection, reselecting the same row changes nothing (SEMANTICS §3 equal writes)
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct OceanList: View {
    private let oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic"),
    ]
    @State private var selection: Ocean.ID?

    var body: some View {
        NavigationStack {
            List(oceans, selection: $selection) { ocean in
                Text(ocean.name)
            }
            .navigationTitle("Oceans")
        }
        .onChange(of: selection) { oldValue, newValue in
            print("selected \(newValue ?? "none") (was \(oldValue ?? "none"))")
        }
    }
}

:mount OceanList()
:tap "Pacific"
:tap "Arctic"
:tap "Arctic"

// expect: selected Pacific (was none)
// expect: selected Arctic (was Pacific)
