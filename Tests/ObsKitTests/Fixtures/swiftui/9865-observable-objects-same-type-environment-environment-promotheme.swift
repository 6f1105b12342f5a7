// Swift Forums style: "two @Observable objects of the same type in the environment": `.environment(promoTheme)` on the banner overrides the app's theme for that subtree only; each change re-runs only the swatch that read the changed object (rules §14.2, §8.3, §8.4)
import SwiftUI
import Observation

@Observable
final class Theme {
    let name: String
    var accent: String

    init(name: String, accent: String) {
        self.name = name
        self.accent = accent
    }
}

struct Swatch: View {
    let label: String
    @Environment(Theme.self) private var theme

    var body: some View {
        let _ = print("Swatch \(label) body: \(theme.name) \(theme.accent)")
        Text("\(label): \(theme.accent)")
    }
}

struct Gallery: View {
    @State private var appTheme = Theme(name: "app", accent: "blue")
    @State private var promoTheme = Theme(name: "promo", accent: "orange")

    var body: some View {
        let _ = print("Gallery body")
        VStack {
            Swatch(label: "Header")
            Swatch(label: "Banner")
                .environment(promoTheme)
            Button("App accent teal") { appTheme.accent = "teal" }
            Button("Promo accent pink") { promoTheme.accent = "pink" }
        }
        .environment(appTheme)
    }
}

:mount Gallery()
// expect: Gallery body
// expect: Swatch Header body: app blue
// expect: Swatch Banner body: promo orange
:tap "App accent teal"
// expect: Swatch Header body: app teal
:tap "Promo accent pink"
// expect: Swatch Banner body: promo pink
