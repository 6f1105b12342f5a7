// Apple docs `NavigationLink`: a value link resolved by navigationDestination(for:) beside a link with a destination view builder.
// `NavigationLink { FolderDetail(...) } label:` calls its builder in the parent's body, so FolderDetail's init runs
// at every parent render; its body waits until the push (rules §14.3). A value link builds nothing until pushed:
// navigationDestination(for:) makes ColorDetail then (init, then body). After `:back`, pushing again builds a new
// ColorDetail (a pop destroys the node, rules §14.3). The toolbar button's write runs the parent's body, which
// makes a new FolderDetail value, off screen, so only its init prints (rules §2.6).
import SwiftUI

struct FolderDetail: View {
    let name: String
    init(name: String) {
        self.name = name
        print("FolderDetail init \(name)")
    }
    var body: some View {
        let _ = print("FolderDetail body \(name)")
        Text("Folder \(name)")
    }
}

struct ColorDetail: View {
    let name: String
    init(name: String) {
        self.name = name
        print("ColorDetail init \(name)")
    }
    var body: some View {
        let _ = print("ColorDetail body \(name)")
        Text("The color \(name)")
    }
}

struct Browser: View {
    @State private var refreshCount = 0

    var body: some View {
        let _ = print("Browser body \(refreshCount)")
        NavigationStack {
            List {
                NavigationLink("Mint", value: "mint")
                NavigationLink("Pink", value: "pink")
                NavigationLink {
                    FolderDetail(name: "Work")
                } label: {
                    Label("Work Folder", systemImage: "folder")
                }
            }
            .navigationDestination(for: String.self) { name in
                ColorDetail(name: name)
            }
            .navigationTitle("Browse \(refreshCount)")
            .toolbar {
                Button("Refresh") { refreshCount += 1 }
            }
        }
    }
}

:mount Browser()
// expect: Browser body 0
// expect: FolderDetail init Work
:tap "Mint"
// expect: ColorDetail init mint
// expect: ColorDetail body mint
:back
:tap "Work Folder"
// expect: FolderDetail body Work
:back
:tap "Refresh"
// expect: Browser body 1
// expect: FolderDetail init Work
:tap "Mint"
// expect: ColorDetail init mint
// expect: ColorDetail body mint
