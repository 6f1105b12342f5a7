// The popular `.if(condition) { $0.border(...) }` extension, and why articles (objc.io "Thinking in SwiftUI",
// Swift by Sundell on conditional modifiers) warn against it.
// What SwiftUI does: the @ViewBuilder `if`/`else` inside the helper becomes a _ConditionalContent with one slot per
// branch. The same TapCounter in the other branch is a different view identity (WWDC21 "Demystify SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10022/; rules §1.1), so flipping the condition destroys the
// old node (its onDisappear runs, its @State is gone) and makes a new one whose count starts at 0
// (rules §1.1, §1.4, §11.1: disappears before appears, after the update).
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

struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        let _ = print("TapCounter body, taps \(taps)")
        Button("Tapped \(taps) times") { taps += 1 }
            .onAppear { print("TapCounter appeared") }
            .onDisappear { print("TapCounter disappeared") }
    }
}

struct HighlightDemo: View {
    @State private var highlighted = false

    var body: some View {
        let _ = print("HighlightDemo body, highlighted \(highlighted)")
        VStack {
            TapCounter()
                .if(highlighted) { view in
                    view.border(Color.yellow)
                }
            Toggle("Highlight", isOn: $highlighted)
        }
    }
}

:mount HighlightDemo()
// expect: HighlightDemo body, highlighted false
// expect: TapCounter body, taps 0
// expect: TapCounter appeared
:tap "Tapped 0 times"
// expect: TapCounter body, taps 1
:tap "Tapped 1 times"
// expect: TapCounter body, taps 2
:toggle "Highlight"
// expect: HighlightDemo body, highlighted true
// expect: TapCounter body, taps 0
// expect: TapCounter disappeared
// expect: TapCounter appeared
:tap "Tapped 0 times"
// expect: TapCounter body, taps 1
:toggle "Highlight"
// expect: HighlightDemo body, highlighted false
// expect: TapCounter body, taps 0
// expect: TapCounter disappeared
// expect: TapCounter appeared
