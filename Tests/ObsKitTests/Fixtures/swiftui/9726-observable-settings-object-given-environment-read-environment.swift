// Apple "Migrating from the Observable Object protocol to the Observable macro" style: an @Observable settings object given with .environment and read with @Environment(AppSettings.self); each view runs only when a property its last body read changes, a property nobody reads runs nothing, and an equal assignment notifies nobody (rules §14.2, §8.1, §8.3)
import SwiftUI

@Observable
final class AppSettings {
    var username = "kim"
    var fontScale = 1
    var lastSync = 0
}

struct NameBadge: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        let _ = print("NameBadge body: \(settings.username)")
        Text("Hi, \(settings.username)")
    }
}

struct ScaleControl: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        let _ = print("ScaleControl body: \(settings.fontScale)")
        HStack {
            Text("Scale \(settings.fontScale)")
            Button("Bigger") { settings.fontScale += 1 }
        }
    }
}

struct SettingsScreen: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        let _ = print("SettingsScreen body")
        VStack {
            NameBadge()
            ScaleControl()
            Button("Rename") { settings.username = "lee" }
            Button("Sync") { settings.lastSync += 1 }
        }
    }
}

:mount SettingsScreen().environment(AppSettings())
// expect: SettingsScreen body
// expect: NameBadge body: kim
// expect: ScaleControl body: 1
:tap "Bigger"
// expect: ScaleControl body: 2
:tap "Rename"
// expect: NameBadge body: lee
:tap "Sync"
:tap "Rename"
:tap "Bigger"
// expect: ScaleControl body: 3
