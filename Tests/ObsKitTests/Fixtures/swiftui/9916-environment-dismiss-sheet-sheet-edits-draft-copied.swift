// Apple Developer Forums style: @Environment(\.dismiss) in a sheet: the sheet edits a draft copied in onAppear; Save writes through a @Binding and dismisses, so the presenter runs once with the new name and the sheet's content is not built again; Cancel only closes (rules §15.12, §8.7, §3.5, §11.1)
import SwiftUI

struct EditNameSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var name: String
    @State private var draft = ""

    var body: some View {
        let _ = print("EditNameSheet body: draft=\(draft)")
        VStack {
            TextField("Name", text: $draft)
            Button("Save") {
                name = draft
                dismiss()
            }
            Button("Cancel") { dismiss() }
        }
        .onAppear {
            draft = name
            print("sheet appeared")
        }
        .onDisappear { print("sheet gone") }
    }
}

struct ProfileScreen: View {
    @State private var name = "Ana"
    @State private var editing = false

    var body: some View {
        let _ = print("ProfileScreen body: \(name)")
        VStack {
            Text(name)
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing) {
            EditNameSheet(name: $name)
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body: Ana
:tap "Edit"
// expect: EditNameSheet body: draft=
// expect: sheet appeared
// expect: EditNameSheet body: draft=Ana
:type "o" into "Name"
// expect: EditNameSheet body: draft=Anao
:tap "Save"
// expect: ProfileScreen body: Anao
// expect: sheet gone
:tap "Edit"
// expect: EditNameSheet body: draft=
// expect: sheet appeared
// expect: EditNameSheet body: draft=Anao
:tap "Cancel"
// expect: sheet gone
