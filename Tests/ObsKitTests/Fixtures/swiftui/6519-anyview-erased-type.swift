// WWDC21 "Demystify SwiftUI" style: a computed property returning AnyView hides the branch from SwiftUI; the erased view keeps its identity while its type stays the same and is replaced when the type changes.
// Apple's `anyview` page: "Whenever the type of view used with an AnyView changes, the old hierarchy is destroyed and
// a new hierarchy is created for the new type." The talk warns that AnyView hides the conditional structure: here
// the `if` lives inside `content`, so the dog and the cat are one TreatCounter at one place, and its @State
// survives the switch (no appearance callbacks; the title is just a new input, rules §2.7). Switching to
// BadgeCounter changes the erased type: the old view disappears, the new one appears with fresh state (rules §1.4,
// §11.1), and coming back makes a new TreatCounter whose count starts at 0.
import SwiftUI

struct TreatCounter: View {
    let title: String
    @State private var count = 0

    var body: some View {
        Button("\(title) treats \(count)") {
            count += 1
            print("\(title) treats -> \(count)")
        }
        .onAppear { print("TreatCounter appeared") }
        .onDisappear { print("TreatCounter disappeared") }
    }
}

struct BadgeCounter: View {
    @State private var badges = 0

    var body: some View {
        Button("Badges \(badges)") { badges += 1 }
            .onAppear { print("BadgeCounter appeared") }
            .onDisappear { print("BadgeCounter disappeared") }
    }
}

struct PetCard: View {
    @State private var showsDog = true
    @State private var useBadge = false

    var content: AnyView {
        if useBadge {
            return AnyView(BadgeCounter())
        }
        return AnyView(TreatCounter(title: showsDog ? "Dog" : "Cat"))
    }

    var body: some View {
        VStack {
            Button("Switch Pet") { showsDog.toggle() }
            Button("Toggle Badge") { useBadge.toggle() }
            content
        }
    }
}

:mount PetCard()
// expect: TreatCounter appeared
:tap "Dog treats 0"
// expect: Dog treats -> 1
:tap "Switch Pet"
:tap "Cat treats 1"
// expect: Cat treats -> 2
:tap "Toggle Badge"
// expect: TreatCounter disappeared
// expect: BadgeCounter appeared
:tap "Badges 0"
:tap "Toggle Badge"
// expect: BadgeCounter disappeared
// expect: TreatCounter appeared
:tap "Cat treats 0"
// expect: Cat treats -> 1
