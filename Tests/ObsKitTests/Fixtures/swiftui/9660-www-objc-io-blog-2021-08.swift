// objc.io, "Why Conditional View Modifiers are a Bad Idea", https://www.objc.io/blog/2021/08/24/conditional-view-modifiers/ — ON PURPOSE: the popular `.if(condition) { $0.background(...) }` extension wraps the view in an if/else, so flipping the condition gives it a new identity and resets its @State; a ternary inside the modifier keeps it
// The extension's @ViewBuilder body is `if condition { transform(self) } else { self }`: two branches, two
// identities (rules §1.1). Flipping the flag destroys the badge in one branch and makes a fresh one in the
// other, with disappear then appear (§11.1). The badge with `.background(flag ? .yellow : .clear)` is one view
// whose value did not change, so its body stays and its count survives (§2.7).
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

struct CounterBadge: View {
    let name: String
    @State private var count = 0

    var body: some View {
        let _ = print("\(name) body, count \(count)")
        Button("\(name) \(count)") { count += 1 }
            .onAppear { print("\(name) appear") }
            .onDisappear { print("\(name) disappear") }
    }
}

struct HighlightScreen: View {
    @State private var highlighted = false

    var body: some View {
        VStack {
            Button("Highlight") { highlighted.toggle() }
            CounterBadge(name: "Conditional")
                .if(highlighted) { view in
                    view.background(Color.yellow)
                }
            CounterBadge(name: "Inert")
                .background(highlighted ? Color.yellow : Color.clear)
        }
    }
}

:mount HighlightScreen()
// expect: Conditional body, count 0
// expect: Inert body, count 0
// expect: Conditional appear
// expect: Inert appear
:tap "Conditional 0"
// expect: Conditional body, count 1
:tap "Inert 0"
// expect: Inert body, count 1
:tap "Highlight"
// expect: Conditional body, count 0
// expect: Conditional disappear
// expect: Conditional appear
:tap "Inert 1"
// expect: Inert body, count 2
