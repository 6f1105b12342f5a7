// A button style that colours a button by its semantic role, reading `configuration.role` as Apple's ButtonStyle
// documentation suggests: red for `.destructive`, blue otherwise.
// What SwiftUI does: `ButtonStyleConfiguration.role` is "an optional semantic role that describes the button's
// purpose"; "a value of nil means that the Button doesn't have an assigned role. If the button does have a role, use
// it to make adjustments to the button's appearance" (Apple `buttonstyleconfiguration/role`). So the button made
// with `role: .destructive` is drawn as destructive, the other as default (rules §15.26 for the style itself). The
// style is empty and equal at every render, so later renders of the parent don't run makeBody (rules §2.1, §15.26).
// Sources: rules §2.1, §3.4, §15.26; https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role
// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
import SwiftUI

struct RoleAwareButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let isDestructive = configuration.role == .destructive
        let _ = print("RoleAwareButtonStyle makeBody: \(isDestructive ? "destructive" : "default")")
        configuration.label
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(isDestructive ? Color.red : Color.blue, in: RoundedRectangle(cornerRadius: 8))
            .foregroundStyle(.white)
    }
}

struct FileActions: View {
    @State private var files = ["notes.txt", "draft.md"]

    var body: some View {
        let _ = print("FileActions body: \(files.count) files")
        VStack(spacing: 12) {
            Button("Duplicate") { files.append("copy of \(files[0])") }
            Button("Delete all", role: .destructive) { files.removeAll() }
        }
        .buttonStyle(RoleAwareButtonStyle())
    }
}

:mount FileActions()
// expect: FileActions body: 2 files
// expect: RoleAwareButtonStyle makeBody: default
// expect: RoleAwareButtonStyle makeBody: destructive
:tap "Duplicate"
// expect: FileActions body: 3 files
:tap "Delete all"
// expect: FileActions body: 0 files
