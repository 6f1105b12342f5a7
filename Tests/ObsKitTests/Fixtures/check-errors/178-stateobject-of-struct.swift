// Check error: @StateObject used with a struct model
import SwiftUI

struct Preferences {
    var darkMode = false
}

struct SettingsView: View {
    @StateObject private var prefs = Preferences()

    var body: some View {
        Text(prefs.darkMode ? "Dark" : "Light")
    }
}
// expect-error: generic struct 'StateObject' requires that 'Preferences' conform to 'ObservableObject'
