// Swift by Sundell / Apple "EnvironmentKey" (a custom environment value set by an ancestor); rules §14.2, §2.7: only views that read the key re-run when its value changes
import SwiftUI

private struct CardStyleKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var cardStyle: String {
        get { self[CardStyleKey.self] }
        set { self[CardStyleKey.self] = newValue }
    }
}

struct StyledCard: View {
    @Environment(\.cardStyle) private var cardStyle
    let title: String

    var body: some View {
        let _ = print("StyledCard \(title) body: \(cardStyle)")
        Text("\(title) [\(cardStyle)]")
    }
}

struct CardColumn: View {
    var body: some View {
        let _ = print("CardColumn body")
        VStack {
            StyledCard(title: "Inbox")
        }
    }
}

struct ThemeRoot: View {
    @State private var fancy = false

    var body: some View {
        let _ = print("ThemeRoot body")
        VStack {
            Toggle("Fancy cards", isOn: $fancy)
            StyledCard(title: "Pinned")
                .environment(\.cardStyle, "compact")
            CardColumn()
        }
        .environment(\.cardStyle, fancy ? "fancy" : "plain")
    }
}

:mount ThemeRoot()
:toggle "Fancy cards"
:toggle "Fancy cards"

// expect: ThemeRoot body
// expect: StyledCard Pinned body: compact
// expect: CardColumn body
// expect: StyledCard Inbox body: plain
// expect: ThemeRoot body
// expect: StyledCard Inbox body: fancy
// expect: ThemeRoot body
// expect: StyledCard Inbox body: plain
