// Packing list with an "Add item" field whose onSubmit appends the item, clears the draft and sets the Bool focus to
// true, the pattern written to keep the keyboard up; `.submitLabel(.done)`.
// What SwiftUI does: the body reads the items and the focus, never the draft (it only passes `$newItem`), so typing
// runs nothing (rules §3.5) while `:focus` runs it once (rules §15.10, §15.14). Return runs onSubmit, then the field
// loses the focus unless the action moved it (rules §15.10). Here the action writes `true` while the focus is already
// `true`: an equal write does nothing (rules §3.4, FocusState is storage like @State, §15.14), so it did not move the
// focus, and the field loses it; the append and the loss are one update, one body (rules §10.1). `:type` into the
// unfocused field focuses it first, which the body reads (README `:type`). Return in the unfocused field with an
// empty draft runs the guard and changes nothing. A swipe deletes through onDelete (rules §15.2).
// Corrected after the first run: the first version expected the focus to stay (`focused true`) after each submit;
// by rules §15.10 with §3.4 an equal write is not a move, so the focus is lost.
// Sources: rules §3.4, §3.5, §10.1, §15.2, §15.10, §15.14; https://developer.apple.com/documentation/swiftui/focusstate
// https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
import SwiftUI

struct PackingList: View {
    @State private var items: [String] = []
    @State private var newItem = ""
    @FocusState private var isAdding: Bool

    var body: some View {
        let _ = print("PackingList body: \(items), focused \(isAdding)")
        List {
            Section {
                TextField("Add item", text: $newItem)
                    .focused($isAdding)
                    .submitLabel(.done)
                    .onSubmit(addItem)
            }
            Section("To pack") {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete { offsets in
                    items.remove(atOffsets: offsets)
                }
            }
        }
    }

    private func addItem() {
        let trimmed = newItem.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            print("nothing to add")
            return
        }
        items.append(trimmed)
        newItem = ""
        isAdding = true
    }
}

:mount PackingList()
// expect: PackingList body: [], focused false
:focus "Add item"
// expect: PackingList body: [], focused true
:type "Socks" into "Add item"
:submit "Add item"
// expect: PackingList body: ["Socks"], focused false
:type "Hat" into "Add item"
// expect: PackingList body: ["Socks"], focused true
:submit "Add item"
// expect: PackingList body: ["Socks", "Hat"], focused false
:submit "Add item"
// expect: nothing to add
:delete "Socks"
// expect: PackingList body: ["Hat"], focused false
