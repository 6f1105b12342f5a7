// Follows Apple's Menu (https://developer.apple.com/documentation/swiftui/menu): a document menu with actions and a nested Share menu
// What SwiftUI does: tapping the menu's label opens it; its items can be used only while it is open; choosing
// an item runs its action and closes the menu (Apple `menu`, its "Actions" example with a "Copy" submenu,
// here with our own names; rules §15.9). A nested menu's label opens the nested menu.
// Sources: Apple `menu`; rules §15.9.
import SwiftUI

struct DocumentMenu: View {
    var body: some View {
        Menu("Document") {
            Button("Duplicate", action: duplicate)
            Button("Rename", action: rename)
            Button("Delete…", action: delete)
            Menu("Share") {
                Button("Copy Link", action: copyLink)
                Button("Email", action: email)
                Button("Message", action: message)
            }
        }
    }

    func duplicate() { print("duplicate") }
    func rename() { print("rename") }
    func delete() { print("delete") }
    func copyLink() { print("copy link") }
    func email() { print("email") }
    func message() { print("message") }
}

:mount DocumentMenu()
:tap "Document"
:tap "Rename"
// expect: rename
:tap "Document"
:tap "Share"
:tap "Email"
// expect: email
:tap "Document"
:tap "Delete…"
// expect: delete
