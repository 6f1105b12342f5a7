// Apple docs style: the Group and ViewBuilder pages: a @ViewBuilder property and function split the body; a Group's onAppear applies to its members, merged into one call; an if/else in a builder function is two slots, so switching resets the counter's state (rules §11.2, §1.1, §11.1)
import SwiftUI

struct Counter: View {
    let label: String
    @State private var n = 0

    var body: some View {
        Button("\(label) \(n)") { n += 1 }
    }
}

struct Dashboard: View {
    @State private var compact = true

    var body: some View {
        VStack {
            header
            content(compact: compact)
            Button("Switch") { compact.toggle() }
        }
    }

    @ViewBuilder
    private var header: some View {
        Group {
            Text("Dashboard")
            Text("v2")
        }
        .onAppear { print("header appeared") }
    }

    @ViewBuilder
    private func content(compact: Bool) -> some View {
        if compact {
            Counter(label: "Compact")
                .onAppear { print("compact appeared") }
        } else {
            Counter(label: "Full")
                .onAppear { print("full appeared") }
        }
    }
}

:mount Dashboard()
// expect: header appeared
// expect: compact appeared
:tap "Compact 0"
:tap "Compact 1"
:tap "Switch"
// expect: full appeared
:tap "Switch"
// expect: compact appeared
:tap "Compact 0"
