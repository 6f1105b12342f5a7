// Apple docs `EnvironmentValues` / `Entry()` style: a custom environment value declared with @Entry, set with .environment(\.key, value), read with @Environment(\.key); a reader re-runs only when the key it reads changes.
// Apple `entry()`: @Entry in `extension EnvironmentValues` declares the key and its default (rules §15.14); a view
// outside any `.environment` sets gets the default. A view with @Environment(\.key) runs again only when that key's
// value changed (rules §14.2). AccentLabel reads \.accentName; CaptionView, inside it, reads \.colorScheme, which
// never changes here: AccentLabel's re-render builds it again, equal, so its body doesn't run (rules §2.7).
// ThemeSettings reads `accent` in its body (to pass it down), so "Use Green" re-runs it, then AccentLabel; its own
// counter changes only ThemeSettings: the environment value it passes down is unchanged.
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "Blue"
}

struct CaptionView: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let _ = print("CaptionView body, light \(colorScheme == .light)")
        Text("caption")
    }
}

struct AccentLabel: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        let _ = print("AccentLabel body, \(accentName)")
        VStack {
            Text("Accent: \(accentName)")
            CaptionView()
        }
    }
}

struct ThemeSettings: View {
    @State private var accent = "Pink"
    @State private var taps = 0

    var body: some View {
        let _ = print("ThemeSettings body, taps \(taps)")
        VStack {
            Button("Use Green") { accent = "Green" }
            Button("Tapped \(taps)") { taps += 1 }
            AccentLabel()
        }
        .environment(\.accentName, accent)
    }
}

:mount AccentLabel()
// expect: AccentLabel body, Blue
// expect: CaptionView body, light true
:mount ThemeSettings()
// expect: ThemeSettings body, taps 0
// expect: AccentLabel body, Pink
// expect: CaptionView body, light true
:tap "Tapped 0"
// expect: ThemeSettings body, taps 1
:tap "Use Green"
// expect: ThemeSettings body, taps 1
// expect: AccentLabel body, Green
:tap "Use Green"
:tap "Tapped 1"
// expect: ThemeSettings body, taps 2
