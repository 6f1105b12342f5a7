// Editing a model the presenter owns: the account screen keeps its Profile in @StateObject and hands it to a nickname
// sheet that observes it (own names and code).
// What SwiftUI does: the model is made once, right before the presenter's first body, and lives with the presenter's
// node (rules §4.2, §4.3), so it outlives every presentation of the sheet. Both views observe it: each keystroke in
// the sheet publishes, and every observer's body runs once, the presenter before the presented sheet (rules §5.1,
// §6.5, §2.8, §10.1). A second presentation is a new sheet node showing the same model, with the text kept.
// `:unmount` releases the presenter's @StateObject (rules §1.4).
// Sources: rules §1.4, §2.8, §4.2, §4.3, §5.1, §6.5, §10.1, §13.1;
// https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

final class Profile: ObservableObject {
    @Published var nickname = "sam"

    init() { print("Profile init") }
    deinit { print("Profile deinit") }
}

struct NicknameSheet: View {
    @ObservedObject var profile: Profile

    var body: some View {
        let _ = print("NicknameSheet body: \(profile.nickname)")
        TextField("Nickname", text: $profile.nickname)
    }
}

struct AccountView: View {
    @StateObject private var profile = Profile()
    @State private var isEditing = false

    var body: some View {
        let _ = print("AccountView body: \(profile.nickname)")
        Button("Edit Nickname") {
            isEditing = true
        }
        .sheet(isPresented: $isEditing) {
            NicknameSheet(profile: profile)
        }
    }
}

:mount AccountView()
// expect: Profile init
// expect: AccountView body: sam
:tap "Edit Nickname"
// expect: NicknameSheet body: sam
:type "!" into "Nickname"
// expect: AccountView body: sam!
// expect: NicknameSheet body: sam!
:dismiss
:tap "Edit Nickname"
// expect: NicknameSheet body: sam!
:dismiss
:unmount
// expect: Profile deinit
