// SwiftLee-style "@Bindable explained": a screen owns an @Observable view model and hands it to a form subview that
// declares it `@Bindable` to make bindings for its text fields
// What SwiftUI does: a stored `@Bindable` is not a dynamic property, so the form's first run prints only `@self`
// (rules §8.5, §12.2). Making `$viewModel.name` reads `name` in the form's body (rules §8.5, §9.2), and the screen's
// body reads `canSave`, computed from `name` (rules §8.3), so each keystroke runs both, parent first, once each:
// the form is dirty by its dependency and gets an equal value (the same object), so it prints only `@dependencies`
// (rules §2.3, §2.8). "Save" changes `savedName`, which only the screen reads. `bio` is bound in the form, so typing
// there runs only the form.
// Sources: rules §2.3, §2.8, §8.3, §8.5, §9.2, §12.1, §12.2; Apple `Bindable`
// https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI

@MainActor
@Observable
final class EditProfileViewModel {
    var name = ""
    var bio = ""
    var savedName = "(none)"

    init() {
        print("EditProfileViewModel init")
    }

    var canSave: Bool {
        !name.isEmpty
    }

    func save() {
        savedName = name
    }
}

struct ProfileForm: View {
    @Bindable var viewModel: EditProfileViewModel

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Name", text: $viewModel.name)
            TextField("Bio", text: $viewModel.bio)
        }
    }
}

struct EditProfileScreen: View {
    @State private var viewModel = EditProfileViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ProfileForm(viewModel: viewModel)
            Text("Saved: \(viewModel.savedName)")
            Button("Save") { viewModel.save() }
                .disabled(!viewModel.canSave)
        }
    }
}

:mount EditProfileScreen()
// expect: EditProfileViewModel init
// expect: EditProfileScreen: @self, @identity, _viewModel changed.
// expect: ProfileForm: @self changed.
:type "Al" into "Name"
// expect: EditProfileScreen: @dependencies changed.
// expect: ProfileForm: @dependencies changed.
// expect: EditProfileScreen: @dependencies changed.
// expect: ProfileForm: @dependencies changed.
:type "Hi" into "Bio"
// expect: ProfileForm: @dependencies changed.
// expect: ProfileForm: @dependencies changed.
:tap "Save"
// expect: EditProfileScreen: @dependencies changed.
