// Follows Apple's onAppear(perform:) and onDisappear(perform:) (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)): a lobby whose banner comes and goes and whose score card is reset by a new id
// What SwiftUI does: `onAppear` runs each time a view goes from not shown to shown, after the update that
// inserted it; `onDisappear` runs when it is removed (Apple's pages; rules §11.1). A new `.id` resets the card:
// the old one disappears, then the new one appears, and the new one's `@State` starts over (rules §1.3). The
// old card's own `onDisappear` still reads the state it had (rules §1.4). In one update, callbacks run parent
// before child, all disappears before any appear (rules §11.1, ObsREPL's choice). `:unmount` runs the
// disappear callbacks.
// Sources: Apple `view/onappear(perform:)`, `view/ondisappear(perform:)`; rules §1.3, §1.4, §11.1.
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct SaleBanner: View {
    var body: some View {
        Text("Sale ends soon")
            .onAppear { print("banner appeared") }
            .onDisappear { print("banner disappeared") }
    }
}

struct ScoreCard: View {
    let round: Int
    @State private var taps = 0

    var body: some View {
        Button("Round \(round): \(taps) taps") { taps += 1 }
            .onAppear { print("card \(round) appeared") }
            .onDisappear { print("card \(round) disappeared after \(taps) taps") }
    }
}

struct Lobby: View {
    @State private var showBanner = false
    @State private var round = 1

    var body: some View {
        VStack {
            Button("Toggle banner") { showBanner.toggle() }
            Button("Next round") { round += 1 }
            if showBanner {
                SaleBanner()
            }
            ScoreCard(round: round)
                .id(round)
        }
        .onAppear { print("lobby appeared") }
    }
}

:mount Lobby()
// expect: card 1 appeared
// expect: lobby appeared
:tap "Round 1: 0 taps"
:tap "Round 1: 1 taps"
:tap "Toggle banner"
// expect: banner appeared
:tap "Next round"
// expect: card 1 disappeared after 2 taps
// expect: card 2 appeared
:tap "Toggle banner"
// expect: banner disappeared
:unmount
// expect: card 2 disappeared after 0 taps
