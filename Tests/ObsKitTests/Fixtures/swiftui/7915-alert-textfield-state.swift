// Style: blog post, "Text fields in alerts (iOS 16)". A "New Folder" alert with a TextField bound to @State.
// SwiftUI: the alert's actions are built in the presenter's body (rules §13.2, §8.4); `$newFolderName` handed to the
// field is not a read (rules §3.5), so typing in the alert runs no body (as T3). The Create button's action reads the
// live value (rules §3.4) and appends it; the body reads `folders`, so it runs then. Cancel clears the draft, which
// nothing displays: no body; the next presentation's field starts empty.
import SwiftUI

struct FolderList: View {
    @State private var folders = ["Inbox"]
    @State private var showNewFolder = false
    @State private var newFolderName = ""

    var body: some View {
        let _ = print("folder list body: \(folders)")
        VStack {
            ForEach(folders, id: \.self) { folder in
                Text(folder)
            }
            Button("New Folder") { showNewFolder = true }
        }
        .alert("New Folder", isPresented: $showNewFolder) {
            TextField("Folder name", text: $newFolderName)
            Button("Create") {
                folders.append(newFolderName)
                newFolderName = ""
            }
            Button("Cancel", role: .cancel) {
                newFolderName = ""
            }
        } message: {
            Text("Enter a name for this folder.")
        }
    }
}

:mount FolderList()
// expect: folder list body: ["Inbox"]
:tap "New Folder"
:type "Work" into "Folder name"
:tap "Create"
// expect: folder list body: ["Inbox", "Work"]
:tap "New Folder"
:type "Junk" into "Folder name"
:tap "Cancel"
:tap "New Folder"
:type "Mail" into "Folder name"
:tap "Create"
// expect: folder list body: ["Inbox", "Work", "Mail"]
