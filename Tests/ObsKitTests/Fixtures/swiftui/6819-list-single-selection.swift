// Follows Apple's `List` page (https://developer.apple.com/documentation/swiftui/list), its section "Supporting
// selection in lists": `@State private var singleSelection: UUID?` and `List(oceans, selection: $singleSelection)`.
// Own code: a trail picker whose trails are identified by name, with a Clear button in the toolbar.
// - A tap on a row writes that row's id into the selection binding, as an optional of the id's type (Apple `list`:
//   `init(_:selection:rowContent:)` takes a `Binding<SelectionValue?>`; rules §15.7, §15.18).
// - The body reads the selection, so each change runs it once (rules §3.4, §3.5). Clearing it when it is already nil
//   writes an equal value and runs nothing (rules §3.4).
// - Toolbar items show in the navigation bar of the enclosing NavigationStack (rules §15.4).
// - Only the parent prints; the rows are plain Texts.
import SwiftUI

struct Trail: Identifiable {
    let name: String
    let miles: Double
    var id: String { name }
}

struct TrailPicker: View {
    private let trails = [
        Trail(name: "Ridge", miles: 4.5),
        Trail(name: "Canyon", miles: 7.0),
        Trail(name: "Lakeside", miles: 2.0),
    ]
    @State private var selectedTrail: String?

    var body: some View {
        let _ = print("TrailPicker body, selected \(selectedTrail ?? "none")")
        NavigationStack {
            List(trails, selection: $selectedTrail) { trail in
                Text(trail.name)
            }
            .navigationTitle("Trails")
            .toolbar {
                Button("Clear") {
                    selectedTrail = nil
                }
            }
        }
    }
}

:mount TrailPicker()
// expect: TrailPicker body, selected none
:tap "Canyon"
// expect: TrailPicker body, selected Canyon
:tap "Lakeside"
// expect: TrailPicker body, selected Lakeside
:tap "Clear"
// expect: TrailPicker body, selected none
:tap "Clear"
:tap "Ridge"
// expect: TrailPicker body, selected Ridge
