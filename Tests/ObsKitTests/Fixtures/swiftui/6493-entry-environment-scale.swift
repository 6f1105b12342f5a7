// SwiftUI Lab style: an environment value declared with @Entry (Xcode 16), overridden at two levels.
// `@Entry` in `extension EnvironmentValues` declares a key and its default (rules §15.14, Apple `entry()`). The
// nearest `.environment` above a reader wins, so Caption keeps 0.5 whatever the outer scale is, and Footer, outside
// both, reads the default. A reader runs again only when its own value changed (rules §14.2).
import SwiftUI

extension EnvironmentValues {
    @Entry var textScale: Double = 1.0
}

struct ArticleText: View {
    @Environment(\.textScale) private var textScale
    let label: String

    var body: some View {
        let _ = print("\(label) body: scale \(textScale)")
        Text(label)
    }
}

struct ReaderSettings: View {
    @State private var scale = 1.0

    var body: some View {
        VStack {
            Stepper("Scale", value: $scale, in: 0.5...2.0, step: 0.5)
            VStack {
                ArticleText(label: "Headline")
                ArticleText(label: "Caption")
                    .environment(\.textScale, 0.5)
            }
            .environment(\.textScale, scale)
            ArticleText(label: "Footer")
        }
    }
}

:mount ReaderSettings()
// expect: Headline body: scale 1.0
// expect: Caption body: scale 0.5
// expect: Footer body: scale 1.0
:step "Scale" up
// expect: Headline body: scale 1.5
:step "Scale" up
// expect: Headline body: scale 2.0
:step "Scale" down 3
// expect: Headline body: scale 1.5
// expect: Headline body: scale 1.0
// expect: Headline body: scale 0.5
