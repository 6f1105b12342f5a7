// Single-selection list as Apple's List page describes it: `List(trails, selection: $selection)` bound to an
// optional id, a LabeledContent showing the selected trail's length, and an onChange logging the selection.
// What SwiftUI does: tapping a row writes its id into the selection as the binding's type, `Optional(id)` (rules
// §15.7, §15.18); the body reads the selection and runs once, then onChange runs with the old and new value (rules
// §3.4). Tapping the row already selected sets an equal value: nothing runs (rules §3.4).
// Sources: rules §3.4, §15.7, §15.18; https://developer.apple.com/documentation/swiftui/list
// https://developer.apple.com/documentation/swiftui/labeledcontent
import SwiftUI

struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String
    let kilometers: Double
}

struct TrailPicker: View {
    let trails = [
        Trail(id: 1, name: "Lake Walk", kilometers: 4.5),
        Trail(id: 2, name: "Ridge Loop", kilometers: 11.0),
        Trail(id: 3, name: "Canyon Trail", kilometers: 7.25),
    ]
    @State private var selection: Trail.ID?

    private func name(of id: Trail.ID?) -> String {
        guard let id, let trail = trails.first(where: { $0.id == id }) else { return "none" }
        return trail.name
    }

    var body: some View {
        let _ = print("TrailPicker body: selected \(name(of: selection))")
        NavigationStack {
            VStack {
                List(trails, selection: $selection) { trail in
                    Text(trail.name)
                }
                if let id = selection, let trail = trails.first(where: { $0.id == id }) {
                    LabeledContent("Length", value: "\(trail.kilometers) km")
                        .padding()
                }
            }
            .navigationTitle("Trails")
        }
        .onChange(of: selection) { oldValue, newValue in
            print("selection \(name(of: oldValue)) -> \(name(of: newValue))")
        }
    }
}

:mount TrailPicker()
// expect: TrailPicker body: selected none
:tap "Ridge Loop"
// expect: TrailPicker body: selected Ridge Loop
// expect: selection none -> Ridge Loop
:tap "Ridge Loop"
:tap "Canyon Trail"
// expect: TrailPicker body: selected Canyon Trail
// expect: selection Ridge Loop -> Canyon Trail
