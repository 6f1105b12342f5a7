// Swift with Majid style: a custom EnvironmentKey with a default value, overridden for one card only
// What SwiftUI does: a key declared with `EnvironmentKey` and exposed through an `EnvironmentValues` extension gives
// every view its `defaultValue` until an ancestor sets it with `.environment(\.key, value)`; the override reaches
// only the view it modifies and what is below it (Apple `environmentkey`, `environmentvalues`,
// `view/environment(_:_:)`). When the override's value changes, a view declaring `@Environment(\.cardStyle)` runs
// again only if its key's value changed (rules §14.2): the card under the override does, the card outside it keeps
// the default and is not run again, and the caption, whose inputs are equal, is not run again either (rules §2.1,
// §2.7). The screen re-runs because its body reads `featured` (rules §3.5).
// Sources: rules §2.1, §2.7, §3.5, §14.2; https://developer.apple.com/documentation/swiftui/environmentkey
// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
import SwiftUI

enum CardStyle: Equatable {
    case plain
    case highlighted
}

private struct CardStyleKey: EnvironmentKey {
    static let defaultValue: CardStyle = .plain
}

extension EnvironmentValues {
    var cardStyle: CardStyle {
        get { self[CardStyleKey.self] }
        set { self[CardStyleKey.self] = newValue }
    }
}

struct PromoCard: View {
    let title: String
    @Environment(\.cardStyle) private var style

    private var styleName: String {
        style == .highlighted ? "highlighted" : "plain"
    }

    var body: some View {
        let _ = print("PromoCard \(title) body: \(styleName)")
        Text(title)
            .padding()
            .background(style == .highlighted ? Color.yellow : Color.clear)
    }
}

struct Caption: View {
    let text: String

    var body: some View {
        let _ = print("Caption body")
        Text(text).font(.footnote)
    }
}

struct DealsScreen: View {
    @State private var featured = false

    var body: some View {
        let _ = print("DealsScreen body: featured \(featured)")
        VStack {
            PromoCard(title: "Summer sale")
                .environment(\.cardStyle, featured ? .highlighted : .plain)
            PromoCard(title: "Gift cards")
            Caption(text: "Prices include VAT")
            Button("Feature summer sale") { featured.toggle() }
        }
    }
}

:mount DealsScreen()
// expect: DealsScreen body: featured false
// expect: PromoCard Summer sale body: plain
// expect: PromoCard Gift cards body: plain
// expect: Caption body
:tap "Feature summer sale"
// expect: DealsScreen body: featured true
// expect: PromoCard Summer sale body: highlighted
:tap "Feature summer sale"
// expect: DealsScreen body: featured false
// expect: PromoCard Summer sale body: plain
