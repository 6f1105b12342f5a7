// The popular `.if(condition) { $0.modifier() }` view extension, a `@ViewBuilder` function with an if/else, used to
// highlight a row that keeps its own tap count. Posts on view identity warn against it; this shows why.
// What SwiftUI does: the extension's `if`/`else` is a `_ConditionalContent`, one slot per branch (rules §1.1):
// flipping the condition destroys the row's node in one branch and makes a new one in the other, even though it is
// the same view type. The new row's `@State` starts at 0 (rules §3.2); the old one's onDisappear runs, reading the
// state it had (rules §1.4), before the new one's onAppear (rules §11.1).
// Sources: rules §1.1, §1.4, §3.2, §11.1; WWDC21 "Demystify SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct TapCounterRow: View {
    @State private var taps = 0

    var body: some View {
        let _ = print("TapCounterRow body: \(taps)")
        Button("Tapped \(taps)") { taps += 1 }
            .onAppear { print("TapCounterRow appeared") }
            .onDisappear { print("TapCounterRow disappeared at \(taps)") }
    }
}

struct HighlightDemo: View {
    @State private var isHighlighted = false

    var body: some View {
        let _ = print("HighlightDemo body: highlighted \(isHighlighted)")
        VStack {
            Toggle("Highlight", isOn: $isHighlighted)
            TapCounterRow()
                .if(isHighlighted) { view in
                    view.background(Color.yellow)
                }
        }
    }
}

:mount HighlightDemo()
// expect: HighlightDemo body: highlighted false
// expect: TapCounterRow body: 0
// expect: TapCounterRow appeared
:tap "Tapped 0"
// expect: TapCounterRow body: 1
:tap "Tapped 1"
// expect: TapCounterRow body: 2
:toggle "Highlight"
// expect: HighlightDemo body: highlighted true
// expect: TapCounterRow body: 0
// expect: TapCounterRow disappeared at 2
// expect: TapCounterRow appeared
:tap "Tapped 0"
// expect: TapCounterRow body: 1
