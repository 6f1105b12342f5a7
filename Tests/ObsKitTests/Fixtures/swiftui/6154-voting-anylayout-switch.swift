// `AnyLayout` switching between `HStackLayout` and `VStackLayout` from a toggle, with counters that keep
// their own @State (Apple's AnyLayout page: change the layout type "without destroying the state of the
// subviews").
// Expected: the counters keep their votes and don't appear again when the layout changes (their identity
// is kept, rules §1, §11.1).
import SwiftUI

struct VoteCounter: View {
    let name: String
    @State private var votes = 0

    var body: some View {
        Button("\(name): \(votes)") {
            votes += 1
            print("\(name) votes:", votes)
        }
        .onAppear { print("\(name) appeared") }
    }
}

struct VotingBoard: View {
    @State private var isVertical = false

    var body: some View {
        let layout = isVertical
            ? AnyLayout(VStackLayout(spacing: 8))
            : AnyLayout(HStackLayout(spacing: 16))

        VStack {
            Toggle("Vertical", isOn: $isVertical)
            layout {
                VoteCounter(name: "Red")
                VoteCounter(name: "Blue")
            }
        }
        .padding()
    }
}

:mount VotingBoard()
:tap "Red: 0"
:toggle "Vertical"
:tap "Red: 1"
:tap "Blue: 0"

// expect: Red appeared
// expect: Blue appeared
// expect: Red votes: 1
// expect: Red votes: 2
// expect: Blue votes: 1
