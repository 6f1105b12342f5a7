// Check error: '$' on an @Environment(Type.self) model, which needs a local @Bindable to make bindings
import SwiftUI
import Observation

@Observable
final class Settings {
    var username = ""
}

struct AccountView: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        TextField("User name", text: $settings.username)
    }
}
// expect-error: cannot find '$settings' in scope
