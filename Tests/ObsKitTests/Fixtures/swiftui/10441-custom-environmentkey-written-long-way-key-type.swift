// environment and custom wrappers style: a custom EnvironmentKey written the long way (a key type with defaultValue plus an EnvironmentValues extension); a reader with nothing set above it sees the default, .environment on a container reaches every view below it, and an inner .environment wins over an outer one (nearest wins) (rules §14.2)
import SwiftUI

private struct BadgeToneKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var badgeTone: String {
        get { self[BadgeToneKey.self] }
        set { self[BadgeToneKey.self] = newValue }
    }
}

struct ToneBadge: View {
    let label: String
    @Environment(\.badgeTone) private var tone

    var body: some View {
        let _ = print("ToneBadge \(label): \(tone)")
        Text("\(label) [\(tone)]")
    }
}

struct BadgeBoard: View {
    var body: some View {
        VStack {
            ToneBadge(label: "top")
            VStack {
                ToneBadge(label: "middle")
                ToneBadge(label: "inner")
                    .environment(\.badgeTone, "loud")
            }
            .environment(\.badgeTone, "soft")
            ToneBadge(label: "bottom")
        }
    }
}

:mount BadgeBoard()
// expect: ToneBadge top: plain
// expect: ToneBadge middle: soft
// expect: ToneBadge inner: loud
// expect: ToneBadge bottom: plain
