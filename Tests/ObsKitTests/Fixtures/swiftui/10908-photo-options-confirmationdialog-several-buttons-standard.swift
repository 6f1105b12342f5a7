// Tutorial style (photo options): a confirmationDialog with several buttons, the standard Cancel it adds, :dismiss, and onChange in the presenter after its body (rules §15.11, §13.2, §11.1)
import SwiftUI

struct AvatarEditor: View {
    @State private var source = "none"
    @State private var showOptions = false

    var body: some View {
        let _ = print("AvatarEditor.body source=\(source)")
        VStack {
            Text("Photo from \(source)")
            Button("Edit Photo") { showOptions = true }
        }
        .confirmationDialog("Change photo", isPresented: $showOptions, titleVisibility: .visible) {
            Button("Take Photo") { source = "camera" }
            Button("Choose from Library") { source = "library" }
            Button("Remove Photo", role: .destructive) { source = "none" }
        }
        .onChange(of: source) { oldValue, newValue in
            print("source \(oldValue) -> \(newValue)")
        }
    }
}
:mount AvatarEditor()
// expect: AvatarEditor.body source=none
:tap "Edit Photo"
:tap "Choose from Library"
// expect: AvatarEditor.body source=library
// expect: source none -> library
:tap "Edit Photo"
:tap "Cancel"
:tap "Edit Photo"
:dismiss
:tap "Edit Photo"
:tap "Remove Photo"
// expect: AvatarEditor.body source=none
// expect: source library -> none
