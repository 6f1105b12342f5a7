// Blog style (Swift with Majid): NavigationSplitView on iPhone: a List(selection:) row tap sets the optional id and pushes the detail; going back clears it (rules §15.7, §15.18, §11.1)
import SwiftUI

struct Folder: Identifiable, Hashable {
    let id: Int
    let name: String
    let count: Int
}

struct FolderDetail: View {
    let folder: Folder

    var body: some View {
        let _ = print("FolderDetail body \(folder.name)")
        Text("\(folder.count) messages")
            .onAppear { print("detail appear \(folder.name)") }
            .onDisappear { print("detail disappear \(folder.name)") }
    }
}

struct MailView: View {
    let folders = [Folder(id: 1, name: "Inbox", count: 12), Folder(id: 2, name: "Sent", count: 4)]
    @State private var selectedID: Folder.ID?

    var body: some View {
        let _ = print("MailView body selected=\(String(describing: selectedID))")
        NavigationSplitView {
            List(folders, selection: $selectedID) { folder in
                Text(folder.name)
            }
            .navigationTitle("Mail")
        } detail: {
            if let id = selectedID, let folder = folders.first(where: { $0.id == id }) {
                FolderDetail(folder: folder)
            } else {
                Text("Pick a folder")
            }
        }
    }
}
:mount MailView()
// expect: MailView body selected=nil
:tap "Sent"
// expect: MailView body selected=Optional(2)
// expect: FolderDetail body Sent
// expect: detail appear Sent
:back
// expect: MailView body selected=nil
// expect: detail disappear Sent
:tap "Inbox"
// expect: MailView body selected=Optional(1)
// expect: FolderDetail body Inbox
// expect: detail appear Inbox
