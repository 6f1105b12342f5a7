// identity-and-lifetime style: an if/else with the same view in both branches is two views (WWDC21 "Demystify SwiftUI"): flipping the condition ends one TallyCard's @State and starts another, with onDisappear (old) then onAppear (new) (rules §1.1, §1.4, §11.1, T10)
import SwiftUI

struct TallyCard: View {
    let tint: String
    @State private var taps = 0

    var body: some View {
        let _ = print("TallyCard(\(tint)) body: \(taps)")
        Button("Tally \(taps)") { taps += 1 }
            .onAppear { print("TallyCard(\(tint)) appeared") }
            .onDisappear { print("TallyCard(\(tint)) disappeared") }
    }
}

struct BranchScreen: View {
    @State private var highlighted = false

    var body: some View {
        let _ = print("BranchScreen body: \(highlighted)")
        VStack {
            Toggle("Highlight", isOn: $highlighted)
            if highlighted {
                TallyCard(tint: "orange")
            } else {
                TallyCard(tint: "gray")
            }
        }
    }
}

:mount BranchScreen()
// expect: BranchScreen body: false
// expect: TallyCard(gray) body: 0
// expect: TallyCard(gray) appeared
:tap "Tally 0"
// expect: TallyCard(gray) body: 1
:tap "Tally 1"
// expect: TallyCard(gray) body: 2
:toggle "Highlight"
// expect: BranchScreen body: true
// expect: TallyCard(orange) body: 0
// expect: TallyCard(gray) disappeared
// expect: TallyCard(orange) appeared
:tap "Tally 0"
// expect: TallyCard(orange) body: 1
:toggle "Highlight"
// expect: BranchScreen body: false
// expect: TallyCard(gray) body: 0
// expect: TallyCard(orange) disappeared
// expect: TallyCard(gray) appeared
