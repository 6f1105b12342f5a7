// Q (Stack Overflow style): "How do I run my load both on appear and when the filter changes?"
// "I had `.onAppear { load(filter) }` plus `.onChange(of: filter) { load(filter) }`. Is there something shorter?"
// Accepted answer: iOS 17's `onChange(of:initial:_:)` with `initial: true` also runs the action when the view first
// appears; in that first call the old and the new value are both the initial value (Apple: oldValue is "the
// initial value when requested"). Later it runs only when the value changes by `==`; choosing the option that is
// already selected writes an equal value, which @State ignores (rules §3.4): no body, no action.
// Source: rules §3.4, §15.5; Apple https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

enum IssueFilter: String, CaseIterable, Identifiable {
    case all, open, closed
    var id: Self { self }
}

struct IssuesView: View {
    @State private var filter: IssueFilter = .open

    var body: some View {
        let _ = print("IssuesView body: \(filter.rawValue)")
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(IssueFilter.allCases) { option in
                    Text(option.rawValue.capitalized).tag(option)
                }
            }
            Text("Showing \(filter.rawValue) issues")
        }
        .onChange(of: filter, initial: true) { oldValue, newValue in
            print("load issues: \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount IssuesView()
// expect: IssuesView body: open
// expect: load issues: open -> open
:pick "Closed" in "Filter"
// expect: IssuesView body: closed
// expect: load issues: open -> closed
:pick "Closed" in "Filter"
:pick "All" in "Filter"
// expect: IssuesView body: all
// expect: load issues: closed -> all
