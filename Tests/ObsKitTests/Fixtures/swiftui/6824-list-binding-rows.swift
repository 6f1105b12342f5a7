// Follows Apple's `List.init(_:rowContent:)` page for a binding to a collection
// (https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)): `List($items) { $item in ... }` gives
// each row a Binding to its element, so a row's control edits the array in place. Own code: a packing checklist
// with a Toggle per item and a field that adds items.
// - A row's Toggle writes through its element binding back into `gear` (rules §15.1; Apple `binding`). The parent's
//   body reads `gear` (it counts what is packed), so each toggle runs it once (rules §3.4, §3.5).
// - Typing into "New item" writes `newName`, which no body reads: no body runs (rules §3.5). Return runs onSubmit
//   (rules §15.10), which appends one item: one new row, identified by its id (rules §1.2), whose onAppear runs after
//   the update (rules §10.3, §11.1).
// - Row bodies print nothing: whether SwiftUI re-runs the rows whose element did not change, when the array changes,
//   is not something this file relies on. The script starts with one item, so each update makes at most one row.
import SwiftUI

struct Gear: Identifiable {
    let id: Int
    var name: String
    var packed = false
}

struct GearRow: View {
    @Binding var gear: Gear

    var body: some View {
        Toggle(gear.name, isOn: $gear.packed)
            .onAppear {
                print("GearRow appeared \(gear.name)")
            }
    }
}

struct PackingChecklist: View {
    @State private var gear = [Gear(id: 1, name: "Tent")]
    @State private var newName = ""

    var body: some View {
        let _ = print("PackingChecklist body: \(gear.filter(\.packed).count) of \(gear.count) packed")
        VStack {
            TextField("New item", text: $newName)
                .onSubmit {
                    gear.append(Gear(id: gear.count + 1, name: newName))
                    newName = ""
                }
            List($gear) { $item in
                GearRow(gear: $item)
            }
        }
    }
}

:mount PackingChecklist()
// expect: PackingChecklist body: 0 of 1 packed
// expect: GearRow appeared Tent
:toggle "Tent"
// expect: PackingChecklist body: 1 of 1 packed
:type "Stove" into "New item"
:submit "New item"
// expect: PackingChecklist body: 1 of 2 packed
// expect: GearRow appeared Stove
:toggle "Stove"
// expect: PackingChecklist body: 2 of 2 packed
:toggle "Tent"
// expect: PackingChecklist body: 1 of 2 packed
