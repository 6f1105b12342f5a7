// SwiftUI from WWDC21 "Demystify SwiftUI": https://developer.apple.com/videos/play/wwdc2021/10022/ (a PawView in an if/else has two identities and starts over when the condition flips; one PawView with a conditional tint keeps its identity and its @State)
// The session's "good dog" indicator: written with `if dog.isGood { PawView(tint: .green) } else
// { PawView(tint: .red) }` the two branches are distinct views with distinct identities; written as one
// PawView whose tint is `dog.isGood ? .green : .red`, it is one view whose identity never changes.
// The session claims:
// - Flipping the branch makes a new view: its state starts "with the state's initial value", and it
//   appears anew.
// - The single view keeps its state across the change: only its input (the tint) is new.
import SwiftUI

struct PawView: View {
    var label: String
    var tint: String
    @State private var pats = 0

    var body: some View {
        let _ = print("\(label) paw \(tint), pats \(pats)")
        Button("\(label) pats: \(pats)") {
            pats += 1
        }
        .onAppear {
            print("\(label) paw appeared")
        }
    }
}

struct DogView: View {
    @State private var isGood = true

    var body: some View {
        VStack {
            Toggle("Good dog", isOn: $isGood)
            if isGood {
                PawView(label: "Branch", tint: "green")
            } else {
                PawView(label: "Branch", tint: "red")
            }
            PawView(label: "Single", tint: isGood ? "green" : "red")
        }
    }
}

:mount DogView()
// expect: Branch paw green, pats 0
// expect: Single paw green, pats 0
// expect: Branch paw appeared
// expect: Single paw appeared
:tap "Branch pats: 0"
// expect: Branch paw green, pats 1
:tap "Single pats: 0"
// expect: Single paw green, pats 1
:toggle "Good dog"
// expect: Branch paw red, pats 0
// expect: Single paw red, pats 1
// expect: Branch paw appeared
:toggle "Good dog"
// expect: Branch paw green, pats 0
// expect: Single paw green, pats 1
// expect: Branch paw appeared
