// Swift Forums style (my preview crashes with No Observable object found): @Environment(Model.self) reads the injected @Observable and tracks its reads; mounted without .environment it is a fatal error at update (rules §14.2, §8.3, §8.1)
import SwiftUI
import Observation

@Observable
final class Preferences {
    var fontSize = 14
    init() { print("Preferences init") }
}

struct FontSizeRow: View {
    @Environment(Preferences.self) private var prefs
    var body: some View {
        let _ = print("FontSizeRow body \(prefs.fontSize)")
        Button("Bigger") { prefs.fontSize += 2 }
    }
}

struct SettingsScreen: View {
    var body: some View {
        let _ = print("SettingsScreen body")
        VStack {
            Text("Settings")
            FontSizeRow()
        }
    }
}

:mount SettingsScreen().environment(Preferences())
// expect: Preferences init
// expect: SettingsScreen body
// expect: FontSizeRow body 14
:tap "Bigger"
// expect: FontSizeRow body 16
:mount SettingsScreen()
// expect: SettingsScreen body
// expect-error: No Observable object of type Preferences found
