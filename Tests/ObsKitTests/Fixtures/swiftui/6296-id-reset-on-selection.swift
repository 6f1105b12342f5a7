// "Reset a child's @State when the selected item changes": giving the child `.id(selection)` makes a new identity for each selection, so its state starts over and onAppear runs again; the same selection keeps it (SEMANTICS §1 ".id(x) change resets all state of the subtree... onDisappear+onAppear"; Apple: View.id(_:))
import SwiftUI

struct NoteEditor: View {
    let noteTitle: String
    @State private var scratch = ""

    var body: some View {
        VStack {
            TextField("Scratch", text: $scratch)
            Button("Show scratch") { print("\(noteTitle) scratch: '\(scratch)'") }
        }
        .onAppear { print("editor for \(noteTitle) appeared") }
    }
}

struct NotesPane: View {
    @State private var selected = "Groceries"

    var body: some View {
        VStack {
            Button("Open Groceries") { selected = "Groceries" }
            Button("Open Ideas") { selected = "Ideas" }
            NoteEditor(noteTitle: selected)
                .id(selected)
        }
    }
}

:mount NotesPane()
:type "milk" into "Scratch"
:tap "Show scratch"
:tap "Open Ideas"
:tap "Show scratch"
:type "tea" into "Scratch"
:tap "Open Ideas"
:tap "Show scratch"

// expect: editor for Groceries appeared
// expect: Groceries scratch: 'milk'
// expect: editor for Ideas appeared
// expect: Ideas scratch: ''
// expect: Ideas scratch: 'tea'
