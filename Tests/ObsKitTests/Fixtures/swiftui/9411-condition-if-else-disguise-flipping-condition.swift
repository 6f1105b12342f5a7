// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (a conditional-modifier helper `.if(condition) { ... }` is an if/else in disguise: flipping the condition swaps branches, so the view inside gets a new identity, fresh @State and a new onAppear; a modifier whose argument changes keeps the view)
// "Demystify SwiftUI" (WWDC21): each branch of an if/else in a view builder has its own structural identity, and
// the session recommends putting the condition inside a modifier ("inert" when off) instead of branching, so the
// view keeps its identity and state. A `.if` helper built with @ViewBuilder returns `if condition { transform(self) }
// else { self }`, so the wrapped counter lives in one branch or the other. Its onAppear is attached before `.if`, so
// it is part of the branch too.
// - Tap each counter once; "Good dog" flips the condition: the branchy counter appears again.
// - Tapping again: the branchy counter restarted at 1, the inert one goes on to 2.
import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct PawCounter: View {
    let label: String
    @State private var paws = 0

    var body: some View {
        Button("\(label) paw") {
            paws += 1
            print("\(label) paws: \(paws)")
        }
    }
}

struct DogTagScreen: View {
    @State private var isGoodDog = false

    var body: some View {
        VStack {
            PawCounter(label: "Branchy")
                .onAppear { print("branchy counter appeared") }
                .if(isGoodDog) { $0.foregroundStyle(Color.green) }
            PawCounter(label: "Inert")
                .foregroundStyle(isGoodDog ? Color.green : Color.primary)
            Button("Good dog") { isGoodDog.toggle() }
        }
    }
}

:mount DogTagScreen()
// expect: branchy counter appeared
:tap "Branchy paw"
// expect: Branchy paws: 1
:tap "Inert paw"
// expect: Inert paws: 1
:tap "Good dog"
// expect: branchy counter appeared
:tap "Branchy paw"
// expect: Branchy paws: 1
:tap "Inert paw"
// expect: Inert paws: 2
