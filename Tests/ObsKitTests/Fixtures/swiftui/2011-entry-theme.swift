// Issue 13 (A), a theme passed down the environment with `@Entry` (Xcode 16): a settings toggle switches the
// value set with `.environment(\.cardStyle, ...)`, and a card deep in the hierarchy reads it.
// Expected: only the reader re-runs when the value changes; the view in between doesn't (rules §14).
import SwiftUI

enum CardStyle {
    case plain, bold
}

extension EnvironmentValues {
    @Entry var cardStyle: CardStyle = .plain
}

struct Card: View {
    @Environment(\.cardStyle) private var style
    let title: String

    var body: some View {
        let _ = print("Card \(title) body,", style)
        Text(title)
            .fontWeight(style == .bold ? .bold : .regular)
    }
}

struct Deck: View {
    var body: some View {
        let _ = print("Deck body")
        VStack {
            Card(title: "Ace")
            Card(title: "King")
        }
    }
}

struct GameTable: View {
    @State private var bold = false

    var body: some View {
        VStack {
            Toggle("Bold cards", isOn: $bold)
            Deck()
                .environment(\.cardStyle, bold ? .bold : .plain)
        }
    }
}

:mount GameTable()
:toggle "Bold cards"

// expect: Deck body
// expect: Card Ace body, plain
// expect: Card King body, plain
// expect: Card Ace body, bold
// expect: Card King body, bold
