// Demystify SwiftUI style: a card written in both branches of an if/else lives in two slots, so flipping the flag destroys one card and makes another (its @State starts over, _printChanges says @identity, the old one disappears before the new one appears), while a card whose look changes through a modifier keeps its identity and its state and does not even run (rules §1.1, §11.1, §12.2)
import SwiftUI

struct TipCard: View {
    let label: String
    @State private var likes = 0

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("\(label): \(likes) likes")
        Button("Like \(label)") { likes += 1 }
            .onAppear { print("\(label) appeared") }
            .onDisappear { print("\(label) disappeared") }
    }
}

struct TipsScreen: View {
    @State private var isHighlighted = false

    var body: some View {
        VStack {
            if isHighlighted {
                TipCard(label: "branch")
                    .border(.yellow)
            } else {
                TipCard(label: "branch")
            }
            TipCard(label: "modifier")
                .opacity(isHighlighted ? 1 : 0.6)
            Toggle("Highlight", isOn: $isHighlighted)
        }
    }
}

:mount TipsScreen()
// expect: TipCard: @self, @identity, _likes changed.
// expect: branch: 0 likes
// expect: TipCard: @self, @identity, _likes changed.
// expect: modifier: 0 likes
// expect: branch appeared
// expect: modifier appeared
:tap "Like branch"
// expect: TipCard: _likes changed.
// expect: branch: 1 likes
:tap "Like modifier"
// expect: TipCard: _likes changed.
// expect: modifier: 1 likes
:toggle "Highlight"
// expect: TipCard: @self, @identity, _likes changed.
// expect: branch: 0 likes
// expect: branch disappeared
// expect: branch appeared
:tap "Like branch"
// expect: TipCard: _likes changed.
// expect: branch: 1 likes
