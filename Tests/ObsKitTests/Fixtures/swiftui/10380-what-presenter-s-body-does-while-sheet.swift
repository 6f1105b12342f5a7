// cookbook style: what the presenter's body does while a sheet edits its state: a rename sheet that edits a @State draft runs only itself per keystroke and the presenter once on Save; a live sheet bound straight to the presenter's @State runs the presenter (which reads the name) and itself at each keystroke (rules §9.3, §3.2, §3.5, §15.12, §8.7)
import SwiftUI

struct RenameSheet: View {
    @Binding var name: String
    @State private var draft: String
    @Environment(\.dismiss) private var dismiss

    init(name: Binding<String>) {
        _name = name
        _draft = State(initialValue: name.wrappedValue)
    }

    var body: some View {
        let _ = print("RenameSheet body: draft='\(draft)'")
        VStack {
            TextField("New name", text: $draft)
            Button("Save") {
                name = draft
                dismiss()
            }
        }
    }
}

struct LiveRename: View {
    @Binding var name: String

    var body: some View {
        let _ = print("LiveRename body: \(name)")
        TextField("Live name", text: $name)
    }
}

struct PetProfile: View {
    @State private var name = "Rex"
    @State private var renaming = false
    @State private var renamingLive = false

    var body: some View {
        let _ = print("PetProfile body: \(name)")
        VStack {
            Text(name)
            Button("Rename") { renaming = true }
                .sheet(isPresented: $renaming) {
                    RenameSheet(name: $name)
                }
            Button("Rename live") { renamingLive = true }
                .sheet(isPresented: $renamingLive) {
                    LiveRename(name: $name)
                }
        }
    }
}

:mount PetProfile()
// expect: PetProfile body: Rex
:tap "Rename"
// expect: RenameSheet body: draft='Rex'
:type "o" into "New name"
// expect: RenameSheet body: draft='Rexo'
:tap "Save"
// expect: PetProfile body: Rexo
:tap "Rename"
// expect: RenameSheet body: draft='Rexo'
:dismiss
:tap "Rename live"
// expect: LiveRename body: Rexo
:type "x" into "Live name"
// expect: PetProfile body: Rexox
// expect: LiveRename body: Rexox
:dismiss
