// WWDC21 "Demystify SwiftUI" style (the "good dog/bad dog" paw example): the same view in both branches of an if/else has two identities, while one view with a conditional modifier keeps one.
// `if/else` makes a _ConditionalContent with a slot per branch: flipping the condition destroys the view in one
// branch and makes another in the other, even of the same type, so its @State starts over (WWDC21 "Demystify
// SwiftUI"; rules §1.1, T10) with onDisappear (old) then onAppear (new) (rules §11.1). The talk's advice, one view
// with an inert conditional modifier, keeps the identity: no appearance callbacks, the count survives.
// Each demo is its own root; :mount unmounts the first (its onDisappear runs) before mounting the second.
import SwiftUI

struct PawCounter: View {
    let label: String
    @State private var paws = 0

    var body: some View {
        Button("\(label) paws \(paws)") {
            paws += 1
            print("\(label) paws -> \(paws)")
        }
        .onAppear { print("\(label) appeared") }
        .onDisappear { print("\(label) disappeared") }
    }
}

struct BranchTreatView: View {
    @State private var isExpired = false

    var body: some View {
        VStack {
            Button("Expire") { isExpired.toggle() }
            if isExpired {
                PawCounter(label: "Branch")
                    .foregroundStyle(.red)
            } else {
                PawCounter(label: "Branch")
            }
        }
    }
}

struct ModifierTreatView: View {
    @State private var isExpired = false

    var body: some View {
        VStack {
            Button("Expire") { isExpired.toggle() }
            PawCounter(label: "Modifier")
                .opacity(isExpired ? 0.5 : 1)
        }
    }
}

:mount BranchTreatView()
// expect: Branch appeared
:tap "Branch paws 0"
// expect: Branch paws -> 1
:tap "Expire"
// expect: Branch disappeared
// expect: Branch appeared
:tap "Branch paws 0"
// expect: Branch paws -> 1
:mount ModifierTreatView()
// expect: Branch disappeared
// expect: Modifier appeared
:tap "Modifier paws 0"
// expect: Modifier paws -> 1
:tap "Expire"
:tap "Modifier paws 1"
// expect: Modifier paws -> 2
:tap "Expire"
:tap "Modifier paws 2"
// expect: Modifier paws -> 3
