// forms and editing style: an edit sheet owning an ObservableObject editor model (@StateObject made in init from the store) that holds a @Published draft; Cancel drops the model with the sheet, Save copies the draft into the store, which runs the account screen (rules §4.1, §4.2, §1.4, §6.5)
import SwiftUI

struct Profile: Equatable {
    var name: String
    var bio: String
}

final class AccountStore: ObservableObject {
    @Published var profile = Profile(name: "Mia", bio: "Hi")
}

final class ProfileEditorModel: ObservableObject {
    @Published var draft: Profile
    private let store: AccountStore

    init(store: AccountStore) {
        self.store = store
        draft = store.profile
        print("ProfileEditorModel init")
    }

    deinit { print("ProfileEditorModel deinit") }

    var isDirty: Bool { draft != store.profile }

    func save() { store.profile = draft }
}

struct ProfileEditor: View {
    @StateObject private var model: ProfileEditorModel
    @Environment(\.dismiss) private var dismiss

    init(store: AccountStore) {
        _model = StateObject(wrappedValue: ProfileEditorModel(store: store))
    }

    var body: some View {
        let _ = print("ProfileEditor body: \(model.draft.name) dirty=\(model.isDirty)")
        NavigationStack {
            Form {
                TextField("Name", text: $model.draft.name)
                TextField("Bio", text: $model.draft.bio)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        model.save()
                        dismiss()
                    }
                    .disabled(!model.isDirty)
                }
            }
        }
    }
}

struct AccountView: View {
    @StateObject private var store = AccountStore()
    @State private var showEditor = false

    var body: some View {
        let _ = print("AccountView body: \(store.profile.name) / \(store.profile.bio)")
        VStack {
            Text(store.profile.name)
            Text(store.profile.bio)
            Button("Edit Profile") { showEditor = true }
        }
        .sheet(isPresented: $showEditor) {
            ProfileEditor(store: store)
        }
    }
}

:mount AccountView()
// expect: AccountView body: Mia / Hi
:tap "Edit Profile"
// expect: ProfileEditorModel init
// expect: ProfileEditor body: Mia dirty=false
:type "h" into "Name"
// expect: ProfileEditor body: Miah dirty=true
:tap "Cancel"
// expect: ProfileEditorModel deinit
:tap "Edit Profile"
// expect: ProfileEditorModel init
// expect: ProfileEditor body: Mia dirty=false
:type "!" into "Bio"
// expect: ProfileEditor body: Mia dirty=true
:tap "Save"
// expect: AccountView body: Mia / Hi!
// expect: ProfileEditorModel deinit
