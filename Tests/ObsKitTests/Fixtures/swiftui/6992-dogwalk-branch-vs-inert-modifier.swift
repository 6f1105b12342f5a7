// Dog walking: a "good dog" badge written two ways, as in WWDC21's "Demystify SwiftUI" (the good-dog/bad-dog paw
// example): once with an if/else that picks between two PawBadge views, once with a single PawBadge whose tint
// is chosen by a ternary (an inert modifier argument). Own code.
// What SwiftUI does: an if/else is a _ConditionalContent with one slot per branch, so flipping the condition
// destroys the badge in one branch and makes a new one in the other: its @State starts over, the old one
// disappears and the new one appears (rules §1.1, §11.1). The single view keeps its identity: its new tint makes
// its value differ, so only its body runs again and its pats are kept (rules §2.3, §2.7). The session recommends
// the second form ("prefer inert modifiers over branches").
// Sources: rules §1.1, §2.7, §11.1; WWDC21 "Demystify SwiftUI" https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct PawBadge: View {
    let dogName: String
    let tint: Color
    @State private var pats = 0

    var body: some View {
        let _ = print("PawBadge \(dogName) body: pats \(pats)")
        Button("Pat \(dogName) (\(pats))") { pats += 1 }
            .foregroundStyle(tint)
            .onAppear { print("PawBadge \(dogName) appeared") }
            .onDisappear { print("PawBadge \(dogName) disappeared") }
    }
}

struct DogBehaviorView: View {
    @State private var isGoodDog = true

    var body: some View {
        let _ = print("DogBehaviorView body: good \(isGoodDog)")
        VStack {
            Toggle("Good dog", isOn: $isGoodDog)
            if isGoodDog {
                PawBadge(dogName: "Rex", tint: .green)
            } else {
                PawBadge(dogName: "Rex", tint: .red)
            }
            PawBadge(dogName: "Fido", tint: isGoodDog ? .green : .red)
        }
    }
}

:mount DogBehaviorView()
// expect: DogBehaviorView body: good true
// expect: PawBadge Rex body: pats 0
// expect: PawBadge Fido body: pats 0
// expect: PawBadge Rex appeared
// expect: PawBadge Fido appeared
:tap "Pat Rex (0)"
// expect: PawBadge Rex body: pats 1
:tap "Pat Fido (0)"
// expect: PawBadge Fido body: pats 1
:toggle "Good dog"
// expect: DogBehaviorView body: good false
// expect: PawBadge Rex body: pats 0
// expect: PawBadge Fido body: pats 1
// expect: PawBadge Rex disappeared
// expect: PawBadge Rex appeared
:tap "Pat Fido (1)"
// expect: PawBadge Fido body: pats 2
