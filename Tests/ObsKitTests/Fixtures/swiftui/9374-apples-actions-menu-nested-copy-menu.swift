// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/menu (Apple's "Actions" menu with a nested "Copy" menu and a destructive Delete)
// Menu's overview builds an "Actions" menu of buttons with a nested "Copy" menu; a menu inside a menu opens as a
// submenu. Choosing a button runs its action and closes the whole menu. A Button(_:role:action:) with role
// .destructive (https://developer.apple.com/documentation/swiftui/buttonrole/destructive) is drawn as destructive
// but runs its action like any other button.
import SwiftUI

struct DocumentRow: View {
    @State private var log: [String] = []

    var body: some View {
        let _ = print("log: \(log.joined(separator: ", "))")
        Menu("Actions") {
            Button("Duplicate") { log.append("duplicate") }
            Button("Rename") { log.append("rename") }
            Menu("Copy") {
                Button("Copy") { log.append("copy") }
                Button("Copy Formatted") { log.append("copy formatted") }
                Button("Copy Library Path") { log.append("copy path") }
            }
            Button("Delete…", role: .destructive) { log.append("delete") }
        }
    }
}

:mount DocumentRow()
// expect: log: 
:tap "Actions"
:tap "Copy"
:tap "Copy Formatted"
// expect: log: copy formatted
:tap "Actions"
:tap "Delete…"
// expect: log: copy formatted, delete
:tap "Actions"
:tap "Duplicate"
// expect: log: copy formatted, delete, duplicate
