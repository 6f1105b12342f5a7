// Apple docs `List` ("Supporting selection in lists": the Ocean example) with a single, optional selection, cleared from a toolbar button.
// A tap on a row of `List(_:selection:)` over a `String?` stores that row's id as `Optional(id)` (Apple `list`,
// rules §15.7, §15.18); the body reads the selection, so it runs once per change, then onChange. Tapping another row
// replaces the selection. The toolbar button, inside the NavigationStack so it is on screen (rules §15.4), writes
// nil.
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct OceanList: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic")
    ]
    @State private var singleSelection: String?

    var body: some View {
        let _ = print("body: selected \(singleSelection ?? "none")")
        NavigationStack {
            List(oceans, selection: $singleSelection) { ocean in
                Text(ocean.name)
            }
            .navigationTitle("Oceans")
            .toolbar {
                Button("Clear") { singleSelection = nil }
            }
        }
        .onChange(of: singleSelection) { oldValue, newValue in
            print("selection \(oldValue ?? "nil") -> \(newValue ?? "nil")")
        }
    }
}

:mount OceanList()
// expect: body: selected none
:tap "Atlantic"
// expect: body: selected Atlantic
// expect: selection nil -> Atlantic
:tap "Arctic"
// expect: body: selected Arctic
// expect: selection Atlantic -> Arctic
:tap "Clear"
// expect: body: selected none
// expect: selection Arctic -> nil
:tap "Clear"
