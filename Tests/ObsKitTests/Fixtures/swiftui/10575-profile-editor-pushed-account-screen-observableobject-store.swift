// everyday app screens style: a profile editor pushed from an account screen: the ObservableObject store is owned by @StateObject, the pushed editor observes it and edits a @State draft filled in onAppear; Save disabled while the draft equals the profile; Self._printChanges() shows each cause, and Save (which pops) runs only the account screen (rules §4.2, §5.1, §11.1, §12, §15.12)
import SwiftUI

struct UserProfile: Equatable {
    var displayName: String
    var age: Int
}

final class AccountStore: ObservableObject {
    @Published var profile = UserProfile(displayName: "Sam", age: 30)
    init() { print("AccountStore init") }
    deinit { print("AccountStore deinit") }
}

struct EditProfileView: View {
    @ObservedObject var store: AccountStore
    @State private var draft = UserProfile(displayName: "", age: 0)
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Display name", text: $draft.displayName)
            Stepper("Age \(draft.age)", value: $draft.age, in: 0...120)
            Button("Save") {
                store.profile = draft
                dismiss()
            }
            .disabled(draft == store.profile)
        }
        .onAppear { draft = store.profile }
    }
}

struct AccountView: View {
    @StateObject private var store = AccountStore()

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            VStack {
                Text("\(store.profile.displayName), \(store.profile.age)")
                NavigationLink("Edit profile") {
                    EditProfileView(store: store)
                }
            }
        }
    }
}

:mount AccountView()
// expect: AccountStore init
// expect: AccountView: @self, @identity, _store changed.
:tap "Edit profile"
// expect: EditProfileView: @self, @identity, _store, _draft, _dismiss changed.
// expect: EditProfileView: _draft changed.
:type "!" into "Display name"
// expect: EditProfileView: _draft changed.
:step "Age 30" up
// expect: EditProfileView: _draft changed.
:tap "Save"
// expect: AccountView: _store changed.
:unmount
// expect: AccountStore deinit
