// Folders in a `NavigationSplitView` whose sidebar is a `List(selection:)` of `NavigationLink(value:)` rows and whose
// detail shows the selected folder, as in WWDC22's navigation cookbook, on an iPhone (own names and code).
// What SwiftUI does: on iPhone the split view collapses into a stack: the sidebar first; a tap sets the selection and
// the detail column is pushed (rules §15.7, §15.18). The detail builder runs in the split view's init, inside the
// root's body, so the root reads the selection and runs on every change (rules §3.5, §8.4). The detail is a new node
// per selection (the `if let` branch, rules §1.1): init and body, then `onAppear`, then its task (rules §11.1, §11.3).
// Going back clears the selection (rules §15.7): the root runs and the detail disappears.
// Sources: rules §1.1, §3.5, §11.1, §11.3, §15.7, §15.18; https://developer.apple.com/documentation/swiftui/navigationsplitview
import SwiftUI

struct FolderDetail: View {
    let folder: String

    init(folder: String) {
        self.folder = folder
        print("FolderDetail init \(folder)")
    }

    var body: some View {
        let _ = print("FolderDetail body \(folder)")
        Text("Notes in \(folder)")
            .onAppear { print("detail appeared: \(folder)") }
            .onDisappear { print("detail disappeared: \(folder)") }
            .task { print("loading notes for \(folder)") }
    }
}

struct FoldersView: View {
    let folders = ["Home", "Work"]
    @State private var selectedFolder: String?

    var body: some View {
        let _ = print("FoldersView body: \(selectedFolder ?? "none")")
        NavigationSplitView {
            List(folders, id: \.self, selection: $selectedFolder) { folder in
                NavigationLink(folder, value: folder)
            }
            .navigationTitle("Folders")
        } detail: {
            if let selectedFolder {
                FolderDetail(folder: selectedFolder)
            } else {
                Text("Select a folder")
            }
        }
    }
}

:mount FoldersView()
// expect: FoldersView body: none
:tap "Work"
// expect: FoldersView body: Work
// expect: FolderDetail init Work
// expect: FolderDetail body Work
// expect: detail appeared: Work
// expect: loading notes for Work
:back
// expect: FoldersView body: none
// expect: detail disappeared: Work
:tap "Home"
// expect: FoldersView body: Home
// expect: FolderDetail init Home
// expect: FolderDetail body Home
// expect: detail appeared: Home
// expect: loading notes for Home
