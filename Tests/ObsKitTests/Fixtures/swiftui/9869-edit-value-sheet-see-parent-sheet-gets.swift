// r/SwiftUI style: "edit a value in a sheet and see it in the parent": the sheet gets a @Binding to the parent's @State; each keystroke re-runs the parent (it shows the nickname) and the editor (it read the binding), and Done closes the sheet through dismiss (rules §9.3, §3.5, §15.12, §2.8)
import SwiftUI

struct NicknameEditor: View {
    @Binding var nickname: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("NicknameEditor body: \(nickname)")
        VStack {
            TextField("Nickname", text: $nickname)
            Button("Done") { dismiss() }
        }
    }
}

struct ProfileHeader: View {
    @State private var nickname = "sam"
    @State private var editing = false

    var body: some View {
        let _ = print("ProfileHeader body: \(nickname)")
        VStack {
            Text("Hi, \(nickname)")
            Button("Edit nickname") { editing = true }
        }
        .sheet(isPresented: $editing) {
            NicknameEditor(nickname: $nickname)
        }
    }
}

:mount ProfileHeader()
// expect: ProfileHeader body: sam
:tap "Edit nickname"
// expect: NicknameEditor body: sam
:type "!" into "Nickname"
// expect: ProfileHeader body: sam!
// expect: NicknameEditor body: sam!
:tap "Done"
:tap "Edit nickname"
// expect: NicknameEditor body: sam!
