// Apple docs `AnyView`: "Whenever the type of view used with an AnyView changes, the old hierarchy is destroyed and a new hierarchy is created for the new type."
// While the erased type stays `CounterCard`, AnyView keeps the same view: its @State survives ("A 2" becomes "B 2") and
// no appear/disappear runs. When the type becomes `NoteCard` the counter card's hierarchy is destroyed (onDisappear)
// and the note card's is made (onAppear), disappear before appear (rules §11.1). Coming back to `CounterCard` makes a
// new one: its count starts at 0 again (rules §1.4).
import SwiftUI

struct CounterCard: View {
    let title: String
    @State private var count = 0

    var body: some View {
        Button("\(title) \(count)") { count += 1 }
            .onAppear { print("\(title) card appeared") }
            .onDisappear { print("\(title) card disappeared") }
    }
}

struct NoteCard: View {
    var body: some View {
        Text("Notes")
            .onAppear { print("note card appeared") }
            .onDisappear { print("note card disappeared") }
    }
}

struct Switcher: View {
    @State private var mode = 0

    var body: some View {
        VStack {
            card
            Button("Next") { mode += 1 }
        }
    }

    private var card: AnyView {
        switch mode % 3 {
        case 0: return AnyView(CounterCard(title: "A"))
        case 1: return AnyView(CounterCard(title: "B"))
        default: return AnyView(NoteCard())
        }
    }
}

:mount Switcher()
// expect: A card appeared
:tap "A 0"
:tap "A 1"
:tap "Next"
:tap "B 2"
:tap "Next"
// expect: B card disappeared
// expect: note card appeared
:tap "Next"
// expect: note card disappeared
// expect: A card appeared
:tap "A 0"
:tap "Next"
:tap "B 1"
