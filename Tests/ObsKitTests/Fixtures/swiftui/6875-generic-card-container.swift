// A generic container view taking @ViewBuilder content (`Card<Content: View>`), the pattern every "reusable
// components" tutorial shows.
// What SwiftUI does: the init calls the builder closure at once, so the content is built in the parent's body
// (rules §8.4: "@ViewBuilder arguments called at once" are the parent's) and stored in the card's value. A card
// whose stored content changed (a StepCount with a new number) differs and runs its body; the "About" card holds a
// title and an empty struct, equal at every render, so its body is skipped (rules §2.3, §2.7).
// Apple, ViewBuilder: https://developer.apple.com/documentation/swiftui/viewbuilder
import SwiftUI

struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        let _ = print("Card \"\(title)\" body")
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            content
        }
        .padding()
    }
}

struct StepCount: View {
    let steps: Int

    var body: some View {
        Text("\(steps) steps")
    }
}

struct AboutBlurb: View {
    var body: some View {
        Text("Walk more, worry less.")
    }
}

struct FitnessDashboard: View {
    @State private var steps = 1200

    var body: some View {
        let _ = print("FitnessDashboard body")
        VStack {
            Card(title: "Today") {
                let _ = print("Today's content built")
                StepCount(steps: steps)
            }
            Card(title: "About") {
                AboutBlurb()
            }
            Button("Walk") { steps += 300 }
        }
    }
}

:mount FitnessDashboard()
// expect: FitnessDashboard body
// expect: Today's content built
// expect: Card "Today" body
// expect: Card "About" body
:tap "Walk"
// expect: FitnessDashboard body
// expect: Today's content built
// expect: Card "Today" body
:tap "Walk"
// expect: FitnessDashboard body
// expect: Today's content built
// expect: Card "Today" body
