// Apple "DismissAction" (dismiss() in a pushed view pops it); Hacking with Swift navigation style; rules §15.12, §14.3, §1.4, §11.1
import SwiftUI

struct EditScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var edits = 0

    var body: some View {
        let _ = print("EditScreen body: \(edits) edits")
        VStack {
            Button("Change") { edits += 1 }
            Button("Save") {
                print("saving \(edits) edits")
                dismiss()
            }
        }
        .onAppear { print("EditScreen appear") }
        .onDisappear { print("EditScreen disappear") }
    }
}

struct SettingsRoot: View {
    var body: some View {
        let _ = print("SettingsRoot body")
        NavigationStack {
            NavigationLink("Edit") {
                EditScreen()
            }
        }
    }
}

:mount SettingsRoot()
:tap "Edit"
:tap "Change"
:tap "Save"
:tap "Edit"
:back

// expect: SettingsRoot body
// expect: EditScreen body: 0 edits
// expect: EditScreen appear
// expect: EditScreen body: 1 edits
// expect: saving 1 edits
// expect: EditScreen disappear
// expect: EditScreen body: 0 edits
// expect: EditScreen appear
// expect: EditScreen disappear
