// SwiftUI from Apple's documentation: Migrating from the Observable Object protocol to the Observable macro
// Source: developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-
// to-the-observable-macro: Observation brings "Updating views based on changes to the observable
// properties that a view's body reads instead of any property changes that occur to an
// observable object" - with ObservableObject, a change to any published property updates the
// view. ObservableObject: objectWillChange emits before any @Published property changes.
import SwiftUI

final class Settings: ObservableObject {
    @Published var username = "kim"
    @Published var lastSync = 0      // never read by the view's body
}

struct SettingsView: View {
    @ObservedObject var settings: Settings

    var body: some View {
        let _ = print("body: \(settings.username)")
        Text("Signed in as \(settings.username)")
        Button("Sync") { settings.lastSync += 1 }
    }
}

let shared = Settings()
:mount SettingsView(settings: shared)
:tap "Sync"
:tap "Sync"
print("lastSync \(shared.lastSync)")

// expect: body: kim
// expect: body: kim
// expect: body: kim
// expect: lastSync 2
