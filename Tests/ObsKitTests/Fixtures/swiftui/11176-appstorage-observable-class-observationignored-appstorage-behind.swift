// Tutorial style (AppStorage in an @Observable class): @ObservationIgnored @AppStorage behind a computed property with manual access/withMutation, so views reading it are tracked (rules §8.1, §8.3, §15.14, §12.1)
import SwiftUI
import Observation

@Observable
final class AccountSettings {
    @ObservationIgnored
    @AppStorage("displayName") private var storedName: String = "Anonymous"

    var displayName: String {
        get {
            access(keyPath: \.displayName)
            return storedName
        }
        set {
            withMutation(keyPath: \.displayName) {
                storedName = newValue
            }
        }
    }

    init() { print("AccountSettings init") }
}

struct NameLabel: View {
    let settings: AccountSettings
    var body: some View {
        let _ = Self._printChanges()
        Text("Signed in as \(settings.displayName)")
    }
}

struct AccountView: View {
    @State private var settings = AccountSettings()
    var body: some View {
        let _ = print("AccountView body")
        VStack {
            NameLabel(settings: settings)
            Button("Rename") {
                settings.displayName = "Robin"
                print("renamed; store says \(UserDefaults.standard.string(forKey: "displayName") ?? "nil")")
            }
        }
    }
}
:mount AccountView()
// expect: AccountSettings init
// expect: AccountView body
// expect: NameLabel: @self changed.
:tap "Rename"
// expect: renamed; store says Robin
// expect: NameLabel: @dependencies changed.
