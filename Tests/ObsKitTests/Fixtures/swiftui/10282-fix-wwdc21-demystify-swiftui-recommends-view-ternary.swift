// identity-and-lifetime style: the fix WWDC21 "Demystify SwiftUI" recommends, one view with a ternary in a modifier instead of an if/else: the card keeps its identity and its @State when the flag flips, its body runs only because its input changed, and a sibling with equal inputs is skipped (rules §1.1, §2.1, §2.7, §11.1)
import SwiftUI

struct TallyCard: View {
    let dimmed: Bool
    @State private var taps = 0

    var body: some View {
        let _ = print("TallyCard body: \(taps), dimmed \(dimmed)")
        Button("Tally \(taps)") { taps += 1 }
            .onAppear { print("TallyCard appeared") }
            .onDisappear { print("TallyCard disappeared") }
    }
}

struct CountBadge: View {
    let limit: Int

    var body: some View {
        let _ = print("CountBadge body: limit \(limit)")
        Text("Limit \(limit)")
    }
}

struct ModifierScreen: View {
    @State private var dimmed = false

    var body: some View {
        let _ = print("ModifierScreen body: \(dimmed)")
        VStack {
            Toggle("Dim", isOn: $dimmed)
            TallyCard(dimmed: dimmed)
                .opacity(dimmed ? 0.4 : 1)
            CountBadge(limit: 10)
        }
    }
}

:mount ModifierScreen()
// expect: ModifierScreen body: false
// expect: TallyCard body: 0, dimmed false
// expect: CountBadge body: limit 10
// expect: TallyCard appeared
:tap "Tally 0"
// expect: TallyCard body: 1, dimmed false
:tap "Tally 1"
// expect: TallyCard body: 2, dimmed false
:toggle "Dim"
// expect: ModifierScreen body: true
// expect: TallyCard body: 2, dimmed true
:tap "Tally 2"
// expect: TallyCard body: 3, dimmed true
:toggle "Dim"
// expect: ModifierScreen body: false
// expect: TallyCard body: 3, dimmed false
