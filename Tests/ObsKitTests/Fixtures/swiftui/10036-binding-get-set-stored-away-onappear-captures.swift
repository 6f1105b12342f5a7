// objc.io / Point-Free style — PITFALL on purpose: a Binding(get:set:) stored away in onAppear captures the row's `name` of that moment; outside a view update its getter runs that closure, so it keeps answering the old name after the parent renamed the folder, while its setter (which writes through the parent's action) still works (rules §9.1, §2.4, §11.1)
import SwiftUI

final class RenameSession {
    var source: Binding<String>?
}

struct FolderRow: View {
    let name: String
    let session: RenameSession
    let onRename: (String) -> Void

    var body: some View {
        let _ = print("FolderRow body: \(name)")
        VStack {
            Text(name)
            Button("Read binding") {
                print("binding says \(session.source?.wrappedValue ?? "none")")
            }
        }
        .onAppear {
            session.source = Binding(get: { name }, set: { onRename($0) })
        }
    }
}

struct Folders: View {
    @State private var name = "Drafts"
    @State private var session = RenameSession()

    var body: some View {
        let _ = print("Folders body: \(name)")
        VStack {
            FolderRow(name: name, session: session) { name = $0 }
            Button("Rename to Archive") { name = "Archive" }
            Button("Write via binding") { session.source?.wrappedValue = "Inbox" }
        }
    }
}

:mount Folders()
// expect: Folders body: Drafts
// expect: FolderRow body: Drafts
:tap "Read binding"
// expect: binding says Drafts
:tap "Rename to Archive"
// expect: Folders body: Archive
// expect: FolderRow body: Archive
:tap "Read binding"
// expect: binding says Drafts
:tap "Write via binding"
// expect: Folders body: Inbox
// expect: FolderRow body: Inbox
:tap "Read binding"
// expect: binding says Drafts
