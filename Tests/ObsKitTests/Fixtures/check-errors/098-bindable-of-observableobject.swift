// Mistake: uses @Bindable (made for @Observable classes) on an ObservableObject class to get bindings to its properties.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

final class ProfileModel: ObservableObject {
    @Published var name = "Sam"
    @Published var bio = ""
}

struct ProfileEditor: View {
    @Bindable var profile: ProfileModel

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            TextField("Bio", text: $profile.bio)
        }
    }
}

struct ProfileScreen: View {
    @StateObject private var profile = ProfileModel()

    var body: some View {
        NavigationStack {
            ProfileEditor(profile: profile)
                .navigationTitle(profile.name)
        }
    }
}

:mount ProfileScreen()
:type "Kim" into "Name"
// expect-error: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
