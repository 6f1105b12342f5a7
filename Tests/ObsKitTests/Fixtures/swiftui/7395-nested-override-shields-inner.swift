// SwiftLee style: nested `.environment` overrides, where an inner override shields its subtree from the outer one
// What SwiftUI does: a view inherits its environment from its container, subject to explicit changes from an
// `environment(_:_:)` modifier closer to it (Apple `view/environment(_:_:)`, `environmentvalues`), so the footnote
// sees the inner 0.8 whatever the article sets. Making the text bigger changes the outer value: the headline and body
// labels' key changed and they run again; the footnote's value is still 0.8, so it is not run again (rules §14.2,
// compared by value). The article re-runs because its body reads `scale` (rules §3.5).
// Sources: rules §3.5, §14.2; https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
// https://developer.apple.com/documentation/swiftui/environmentvalues
import SwiftUI

extension EnvironmentValues {
    @Entry var textScale: Double = 1.0
}

struct ScaledLabel: View {
    let text: String
    @Environment(\.textScale) private var scale

    var body: some View {
        let _ = print("ScaledLabel \(text): \(scale)")
        Text(text).font(.system(size: 17 * scale))
    }
}

struct ArticleView: View {
    @State private var scale = 1.0

    var body: some View {
        let _ = print("ArticleView body: \(scale)")
        VStack(alignment: .leading) {
            ScaledLabel(text: "Headline")
            ScaledLabel(text: "Body")
            VStack {
                ScaledLabel(text: "Footnote")
            }
            .environment(\.textScale, 0.8)
            Button("Bigger text") { scale += 0.5 }
        }
        .environment(\.textScale, scale)
    }
}

:mount ArticleView()
// expect: ArticleView body: 1.0
// expect: ScaledLabel Headline: 1.0
// expect: ScaledLabel Body: 1.0
// expect: ScaledLabel Footnote: 0.8
:tap "Bigger text"
// expect: ArticleView body: 1.5
// expect: ScaledLabel Headline: 1.5
// expect: ScaledLabel Body: 1.5
:tap "Bigger text"
// expect: ArticleView body: 2.0
// expect: ScaledLabel Headline: 2.0
// expect: ScaledLabel Body: 2.0
