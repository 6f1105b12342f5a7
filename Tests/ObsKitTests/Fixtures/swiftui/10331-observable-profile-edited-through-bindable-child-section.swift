// forms and editing style: an @Observable profile edited through @Bindable in a child section; making $model.name reads name, so the field section runs at every edit, while a badge that reads only email runs only when email changes, and the owner's body never runs (rules §8.3, §8.5, §9.2)
import SwiftUI

@Observable
final class ProfileModel {
    var name = "Kim"
    var email = "kim@example.com"
    var newsletter = false
}

struct ProfileFields: View {
    @Bindable var model: ProfileModel

    var body: some View {
        let _ = print("ProfileFields body")
        Section("Profile") {
            TextField("Name", text: $model.name)
            TextField("Email", text: $model.email)
            Toggle("Newsletter", isOn: $model.newsletter)
        }
    }
}

struct EmailBadge: View {
    let model: ProfileModel

    var body: some View {
        let _ = print("EmailBadge body: \(model.email)")
        Text(model.email)
    }
}

struct ProfileScreen: View {
    @State private var model = ProfileModel()

    var body: some View {
        let _ = print("ProfileScreen body")
        Form {
            ProfileFields(model: model)
            EmailBadge(model: model)
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body
// expect: ProfileFields body
// expect: EmailBadge body: kim@example.com
:type "o" into "Name"
// expect: ProfileFields body
:toggle "Newsletter"
// expect: ProfileFields body
:type "m" into "Email"
// expect: ProfileFields body
// expect: EmailBadge body: kim@example.comm
