// fatbobman (Xu Yang), "A Deep Dive into Observation: A New Way to Boost SwiftUI Performance", https://fatbobman.com/en/posts/mastering-observation/ — an @Observable store holding another @Observable object: a view reading `store.settings.theme` depends on both links of the chain, a view handed `settings` depends only on that instance, and replacing the nested object moves the dependencies to the new one
// fatbobman: Observation "supports nested observable objects": a view that reads store.settings.theme is
// registered for `settings` on the store and `theme` on the settings object, and only properties actually read
// in body count; a property nobody reads (user) re-renders nothing. After `store.settings = Settings()` the old
// instance's changes reach no view (rules §8.3: each body run makes a new tracking scope; §2.3: a new reference
// makes the child's value differ).
import SwiftUI

@Observable final class Settings {
    var theme = "Light"
    var fontSize = 14
}

@Observable final class AppStore {
    var settings = Settings()
    var user = "Ann"
}

var retiredSettings: Settings?

struct ThemeLabel: View {
    let store: AppStore

    var body: some View {
        let _ = Self._printChanges()
        Text("Theme: \(store.settings.theme)")
    }
}

struct FontLabel: View {
    let settings: Settings

    var body: some View {
        let _ = Self._printChanges()
        Text("Font: \(settings.fontSize)")
    }
}

struct SettingsScreen: View {
    @State private var store = AppStore()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ThemeLabel(store: store)
            FontLabel(settings: store.settings)
            Button("Dark") { store.settings.theme = "Dark" }
            Button("Bigger") { store.settings.fontSize += 1 }
            Button("Rename user") { store.user = "Bo" }
            Button("Reset settings") {
                retiredSettings = store.settings
                store.settings = Settings()
            }
            Button("Touch retired") {
                retiredSettings?.theme = "Sepia"
                retiredSettings?.fontSize = 30
            }
        }
    }
}

:mount SettingsScreen()
// expect: SettingsScreen: @self, @identity, _store changed.
// expect: ThemeLabel: @self changed.
// expect: FontLabel: @self changed.
:tap "Dark"
// expect: ThemeLabel: @dependencies changed.
:tap "Bigger"
// expect: FontLabel: @dependencies changed.
:tap "Rename user"
:tap "Reset settings"
// expect: SettingsScreen: @dependencies changed.
// expect: ThemeLabel: @dependencies changed.
// expect: FontLabel: @self changed.
:tap "Touch retired"
:tap "Dark"
// expect: ThemeLabel: @dependencies changed.
:tap "Bigger"
// expect: FontLabel: @dependencies changed.
print(retiredSettings!.theme, retiredSettings!.fontSize)
// expect: Sepia 30
