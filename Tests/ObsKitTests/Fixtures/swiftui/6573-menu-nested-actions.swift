// Apple docs `Menu` (the "Actions" example: Duplicate, Rename, Delete…, and a nested "Copy" menu) with state showing the last action.
// A menu's items can be used only while it is open; a tap on an item runs it and closes the menu (Apple `menu`,
// rules §15.9). A nested menu is opened by its own label inside the open menu. The body reads `lastAction`, so
// each item's write runs it once; opening a menu writes no state of the view and runs nothing. Once the menu has
// closed, its items are not on screen: tapping one is an error.
import SwiftUI

struct DocumentActions: View {
    @State private var lastAction = "none"

    var body: some View {
        let _ = print("body: last action \(lastAction)")
        VStack {
            Text("Last action: \(lastAction)")
            Menu("Actions") {
                Button("Duplicate", action: duplicate)
                Button("Rename", action: rename)
                Button("Delete…", action: delete)
                Menu("Copy") {
                    Button("Copy", action: copy)
                    Button("Copy Formatted", action: copyFormatted)
                    Button("Copy Library Path", action: copyPath)
                }
            }
        }
    }

    func duplicate() { print("duplicate"); lastAction = "duplicate" }
    func rename() { print("rename"); lastAction = "rename" }
    func delete() { print("delete"); lastAction = "delete" }
    func copy() { print("copy"); lastAction = "copy" }
    func copyFormatted() { print("copyFormatted"); lastAction = "copyFormatted" }
    func copyPath() { print("copyPath"); lastAction = "copyPath" }
}

:mount DocumentActions()
// expect: body: last action none
:tap "Actions"
:tap "Rename"
// expect: rename
// expect: body: last action rename
:tap "Actions"
:tap "Copy"
:tap "Copy Formatted"
// expect: copyFormatted
// expect: body: last action copyFormatted
:tap "Actions"
:tap "Rename"
// expect: rename
// expect: body: last action rename
:tap "Delete…"
// expect-error: no visible button labelled "Delete…"
