// Reddit r/SwiftUI style: classic pitfall (on purpose): @Environment(Settings.self) with no .environment(settings) above the view is a fatal error when the property updates, before the body; the working screen first shows the fix (rules §14.2)
import SwiftUI

@Observable
final class Settings {
    var dark = false
}

struct ThemeToggle: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        let _ = print("ThemeToggle body: dark=\(settings.dark)")
        Button("Flip theme") { settings.dark.toggle() }
    }
}

struct FixedSettingsScreen: View {
    @State private var settings = Settings()

    var body: some View {
        let _ = print("FixedSettingsScreen body")
        VStack {
            ThemeToggle()
        }
        .environment(settings)
    }
}

struct BrokenSettingsScreen: View {
    var body: some View {
        let _ = print("BrokenSettingsScreen body")
        VStack {
            ThemeToggle()
        }
    }
}

:mount FixedSettingsScreen()
// expect: FixedSettingsScreen body
// expect: ThemeToggle body: dark=false
:tap "Flip theme"
// expect: ThemeToggle body: dark=true
:mount BrokenSettingsScreen()
// expect: BrokenSettingsScreen body
// expect-error: No Observable object of type Settings found
