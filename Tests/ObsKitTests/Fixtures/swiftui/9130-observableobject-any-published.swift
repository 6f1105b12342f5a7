// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (with ObservableObject any published change invalidates the view)
// Apple: "When any published property of the observable object changes, SwiftUI updates any view that depends on
// the object." The body reads `username` only, yet changing the published `volume` re-runs it: the view observes
// the whole object's `objectWillChange`, not single properties.
import SwiftUI
import Combine

final class Settings: ObservableObject {
    @Published var username = "ada"
    @Published var volume = 5
}

struct SettingsView: View {
    @ObservedObject var settings: Settings

    var body: some View {
        let _ = print("body: \(settings.username)")
        VStack {
            Text(settings.username)
            Button("Louder") { settings.volume += 1 }
            Button("Rename") { settings.username = "grace" }
        }
    }
}

struct SettingsScreen: View {
    @StateObject private var settings = Settings()

    var body: some View {
        SettingsView(settings: settings)
    }
}

:mount SettingsScreen()
// expect: body: ada
:tap "Louder"
// expect: body: ada
:tap "Louder"
// expect: body: ada
:tap "Rename"
// expect: body: grace
