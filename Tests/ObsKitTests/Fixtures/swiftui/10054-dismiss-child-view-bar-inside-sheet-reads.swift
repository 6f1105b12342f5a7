// Stack Overflow Q&A style: "dismiss from a child view": a bar inside the sheet reads @Environment(\.dismiss) and closes the sheet it is in; Save writes the parent's @State through a closure and dismisses in one action, so the parent's body runs once and the sheet is not built again; Cancel just closes it (rules §15.12, §15.17, §3.2, §2.4)
import SwiftUI

struct SaveBar: View {
    @Environment(\.dismiss) private var dismiss
    let onSave: () -> Void

    var body: some View {
        let _ = print("SaveBar body")
        HStack {
            Button("Cancel") { dismiss() }
            Button("Save") {
                onSave()
                dismiss()
            }
        }
    }
}

struct RenameSheet: View {
    @Binding var name: String
    @State private var draft: String

    init(name: Binding<String>) {
        _name = name
        _draft = State(initialValue: name.wrappedValue)
    }

    var body: some View {
        let _ = print("RenameSheet body: draft=\(draft)")
        VStack {
            TextField("New name", text: $draft)
            SaveBar { name = draft }
        }
    }
}

struct Folder: View {
    @State private var name = "Inbox"
    @State private var renaming = false

    var body: some View {
        let _ = print("Folder body: \(name)")
        VStack {
            Text(name)
            Button("Rename") { renaming = true }
        }
        .sheet(isPresented: $renaming) {
            RenameSheet(name: $name)
        }
    }
}

:mount Folder()
// expect: Folder body: Inbox
:tap "Rename"
// expect: RenameSheet body: draft=Inbox
// expect: SaveBar body
:type "2" into "New name"
// expect: RenameSheet body: draft=Inbox2
// expect: SaveBar body
:tap "Save"
// expect: Folder body: Inbox2
:tap "Rename"
// expect: RenameSheet body: draft=Inbox2
// expect: SaveBar body
:tap "Cancel"
:tap "Rename"
// expect: RenameSheet body: draft=Inbox2
// expect: SaveBar body
