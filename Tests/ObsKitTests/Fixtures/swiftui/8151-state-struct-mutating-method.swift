// SwiftUI from Apple's documentation: calling a mutating method on a @State struct updates the view
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "When the value changes, SwiftUI updates the
// parts of the view hierarchy that depend on the value." A mutating method writes the whole struct back to the state.
import SwiftUI

struct Tally {
    private(set) var items: [String] = []
    mutating func add(_ item: String) { items.append(item) }
    var summary: String { items.isEmpty ? "empty" : items.joined(separator: ",") }
}

struct TallyView: View {
    @State private var tally = Tally()
    var body: some View {
        let _ = print("TallyView \(tally.summary)")
        Button("Add pen") { tally.add("pen") }
        Button("Add cup") { tally.add("cup") }
    }
}

:mount TallyView()
:tap "Add pen"
:tap "Add cup"
// expect: TallyView empty
// expect: TallyView pen
// expect: TallyView pen,cup
