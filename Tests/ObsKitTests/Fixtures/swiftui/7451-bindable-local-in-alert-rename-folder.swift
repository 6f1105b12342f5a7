// Blog post style (editing in an alert): a local `@Bindable` in `.alert(_:isPresented:)` to rename a folder
// What SwiftUI does: the alert's actions are a non-escaping builder called during the parent's body at each render,
// shown or not (rules §8.6, §13.2), so making `$folder.name` there reads `name` in the parent's scope: each keystroke
// re-runs `FolderScreen`, then `FolderTitle`, which shows the name (rules §8.3, §2.8; T18). Showing and closing the
// alert only flips a flag the body never read, which runs no body (rules §3.5, §8.7).
// Sources: rules §2.8, §3.5, §8.3, §8.6, §8.7, §13.2, T18;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)
import SwiftUI
import Observation

@Observable
final class Folder {
    var name = "Drafts"
}

struct FolderTitle: View {
    let folder: Folder

    var body: some View {
        let _ = print("FolderTitle body: \(folder.name)")
        Text(folder.name)
    }
}

struct FolderScreen: View {
    @State private var folder = Folder()
    @State private var isRenaming = false

    var body: some View {
        let _ = print("FolderScreen body")
        VStack {
            FolderTitle(folder: folder)
            Button("Rename") { isRenaming = true }
        }
        .alert("Rename folder", isPresented: $isRenaming) {
            @Bindable var folder = folder
            TextField("Folder name", text: $folder.name)
            Button("Done") {}
        }
    }
}

:mount FolderScreen()
// expect: FolderScreen body
// expect: FolderTitle body: Drafts
:tap "Rename"
:type "!!" into "Folder name"
// expect: FolderScreen body
// expect: FolderTitle body: Drafts!
// expect: FolderScreen body
// expect: FolderTitle body: Drafts!!
:tap "Done"
