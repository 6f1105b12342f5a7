// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (ignoring a reference does not ignore the object it points to)
// `@ObservationIgnored var theme` disables tracking of the `theme` property only. The Theme object is itself
// @Observable, so a body that reads `model.theme.accent` still tracks `accent`. Assigning a new Theme is a write to
// the ignored property and runs no body; once a tracked change runs the body, it reads (and tracks) the new theme.
import SwiftUI
import Observation

@Observable final class Theme {
    var accent = "blue"
}

@Observable final class AppModel {
    var title = "Home"
    @ObservationIgnored var theme = Theme()
}

struct HomeView: View {
    @State private var model = AppModel()

    var body: some View {
        let _ = print("body: \(model.title), \(model.theme.accent)")
        VStack {
            Text(model.title)
            Button("Accent") { model.theme.accent = "green" }
            Button("New theme") { model.theme = Theme() }
            Button("Retitle") { model.title = "Settings" }
        }
    }
}

:mount HomeView()
// expect: body: Home, blue
:tap "Accent"
// expect: body: Home, green
:tap "New theme"
:tap "Retitle"
// expect: body: Settings, blue
:tap "Accent"
// expect: body: Settings, green
