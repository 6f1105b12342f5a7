// Custom DynamicProperty: one @Expansion wrapper used by several FAQ rows at once
// Each node gets its own boxes for the wrapper's nested @State (rules §7.1, §0.1): toggling one row re-runs that row
// only (§7.3). A parent render rebuilds the rows with equal values (same title, same initial state, rules §2.5), so
// their bodies are skipped and their state kept (rules §2.7, §3.2).
import SwiftUI

@propertyWrapper
struct Expansion: DynamicProperty {
    @State private var expanded = false

    init() {}

    var wrappedValue: Bool {
        get { expanded }
        nonmutating set { expanded = newValue }
    }
}

struct FAQEntry: View {
    let title: String
    @Expansion var isOpen

    init(title: String) {
        self.title = title
    }

    var body: some View {
        let _ = print("\(title) body: open \(isOpen)")
        VStack(alignment: .leading) {
            Button(isOpen ? "Hide \(title)" : "Show \(title)") { isOpen.toggle() }
            if isOpen {
                Text("Answer about \(title.lowercased())")
            }
        }
    }
}

struct FAQ: View {
    @State private var visits = 0

    var body: some View {
        let _ = print("FAQ body: \(visits) visits")
        List {
            Button("Visit") { visits += 1 }
            FAQEntry(title: "Shipping")
            FAQEntry(title: "Returns")
        }
    }
}

:mount FAQ()
// expect: FAQ body: 0 visits
// expect: Shipping body: open false
// expect: Returns body: open false
:tap "Show Shipping"
// expect: Shipping body: open true
:tap "Show Returns"
// expect: Returns body: open true
:tap "Visit"
// expect: FAQ body: 1 visits
:tap "Hide Shipping"
// expect: Shipping body: open false
:tap "Hide Returns"
// expect: Returns body: open false
