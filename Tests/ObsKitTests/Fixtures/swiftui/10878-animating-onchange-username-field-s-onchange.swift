// Tutorial style (animating from onChange): a username field's onChange(of:) shows a warning with withAnimation when the text gets too long; reading the text in onChange(of:) is a read in the body, so each keystroke runs the body, then onChange; the warning's own update follows (rules §3.5, §15.13, §10.1, §10.3, §1.1, §11.1, §15.15)
import SwiftUI

struct WarningLabel: View {
    let text: String

    var body: some View {
        let _ = print("WarningLabel body")
        Label(text, systemImage: "exclamationmark.triangle")
            .foregroundStyle(.orange)
            .onAppear { print("warning appeared") }
            .onDisappear { print("warning disappeared") }
    }
}

struct UsernameField: View {
    @State private var username = ""
    @State private var showWarning = false

    var body: some View {
        let _ = print("UsernameField body: warning \(showWarning)")
        VStack(alignment: .leading) {
            TextField("Username", text: $username)
                .textFieldStyle(.roundedBorder)
            if showWarning {
                WarningLabel(text: "Max 5 characters")
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .onChange(of: username) { oldValue, newValue in
            print("username: '\(oldValue)' -> '\(newValue)'")
            withAnimation(.easeInOut) {
                showWarning = newValue.count > 5
            }
        }
    }
}

:mount UsernameField()
// expect: UsernameField body: warning false
:type "swift" into "Username"
// expect: UsernameField body: warning false
// expect: username: '' -> 's'
// expect: UsernameField body: warning false
// expect: username: 's' -> 'sw'
// expect: UsernameField body: warning false
// expect: username: 'sw' -> 'swi'
// expect: UsernameField body: warning false
// expect: username: 'swi' -> 'swif'
// expect: UsernameField body: warning false
// expect: username: 'swif' -> 'swift'
:type "ui" into "Username"
// expect: UsernameField body: warning false
// expect: username: 'swift' -> 'swiftu'
// expect: UsernameField body: warning true
// expect: WarningLabel body
// expect: warning appeared
// expect: UsernameField body: warning true
// expect: username: 'swiftu' -> 'swiftui'
:clear "Username"
// expect: UsernameField body: warning true
// expect: username: 'swiftui' -> ''
// expect: UsernameField body: warning false
// expect: warning disappeared
