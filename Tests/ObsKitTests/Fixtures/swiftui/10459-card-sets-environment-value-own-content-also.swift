// environment and custom wrappers style: a card that sets an environment value on its own content and also reads it; the environment flows down only, so the card itself sees what its ancestors set (or the default) and only the title inside sees "bold" (rules §14.2)
// pitfall (on purpose): .environment(\.cardEmphasis, "bold") is applied below the view that reads it, so that view never sees it
import SwiftUI

extension EnvironmentValues {
    @Entry var cardEmphasis: String = "normal"
}

struct CardTitle: View {
    let text: String
    @Environment(\.cardEmphasis) private var emphasis

    var body: some View {
        let _ = print("CardTitle \(text): \(emphasis)")
        Text(text)
    }
}

struct PromoCard: View {
    @Environment(\.cardEmphasis) private var emphasis

    var body: some View {
        let _ = print("PromoCard: \(emphasis)")
        VStack {
            CardTitle(text: "Sale")
        }
        .environment(\.cardEmphasis, "bold")
    }
}

:mount PromoCard()
// expect: PromoCard: normal
// expect: CardTitle Sale: bold
:mount PromoCard().environment(\.cardEmphasis, "quiet")
// expect: PromoCard: quiet
// expect: CardTitle Sale: bold
