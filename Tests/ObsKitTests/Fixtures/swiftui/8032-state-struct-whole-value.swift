// SwiftUI from Apple's documentation: an @State of a struct is one value; changing any field updates views that read any part of it
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "Use state as the single source of truth for a given value type
// that you store in a view hierarchy." ... "When the value changes, SwiftUI updates the parts of the view hierarchy that depend on the
// value." The body reads `prefs.theme` only, but the dependency is on the state's value as a whole, so changing `fontSize` re-runs it
// (unlike an @Observable class, where only the properties read are tracked).
import SwiftUI

struct Prefs {
    var theme = "light"
    var fontSize = 14
}

struct PrefsView: View {
    @State private var prefs = Prefs()

    var body: some View {
        let _ = print("PrefsView body: \(prefs.theme)")
        VStack {
            Button("Bigger") { prefs.fontSize += 1 }
            Button("Dark") { prefs.theme = "dark" }
        }
    }
}

:mount PrefsView()
// expect: PrefsView body: light
:tap "Bigger"
// expect: PrefsView body: light
:tap "Dark"
// expect: PrefsView body: dark
