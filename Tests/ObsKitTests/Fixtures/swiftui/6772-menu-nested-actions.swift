// Follows Apple's `Menu` page (https://developer.apple.com/documentation/swiftui/menu): a menu built from buttons,
// with a nested Menu as a submenu (Apple's example: "Actions" with Duplicate, Rename, Delete and a "Copy"
// submenu). Own code: a note's actions menu with Duplicate, Pin and an Export submenu.
// - A menu's items can be used only while it is open; a tap on its label opens it; choosing an item runs it and
//   closes the menu (rules §15.9, Apple `menu`). Opening a menu or a submenu changes no state of the script: no
//   body runs.
// - "Pin" and "Duplicate" write state the body reads: their line, then one body (rules §0.3, §3.5, §10.1).
//   "As PDF" writes nothing: its line only.
import SwiftUI

struct NoteToolbarView: View {
    @State private var isPinned = false
    @State private var copies = 1

    var body: some View {
        let _ = print("NoteToolbarView body: pinned \(isPinned), copies \(copies)")
        VStack {
            Text("Groceries")
            Menu("Note actions") {
                Button("Duplicate") {
                    copies += 1
                    print("duplicate -> \(copies) copies")
                }
                Button(isPinned ? "Unpin" : "Pin") {
                    isPinned.toggle()
                    print("pinned: \(isPinned)")
                }
                Menu("Export") {
                    Button("As Text") { print("export as text") }
                    Button("As PDF") { print("export as PDF") }
                }
            }
        }
    }
}

:mount NoteToolbarView()
// expect: NoteToolbarView body: pinned false, copies 1
:tap "Note actions"
:tap "Pin"
// expect: pinned: true
// expect: NoteToolbarView body: pinned true, copies 1
:tap "Note actions"
:tap "Export"
:tap "As PDF"
// expect: export as PDF
:tap "Note actions"
:tap "Duplicate"
// expect: duplicate -> 2 copies
// expect: NoteToolbarView body: pinned true, copies 2
:tap "Note actions"
:tap "Unpin"
// expect: pinned: false
// expect: NoteToolbarView body: pinned false, copies 2
