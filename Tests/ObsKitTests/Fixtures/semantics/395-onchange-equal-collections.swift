// rules §3.4, §11: `onChange(of:)` compares the new value with the old one by equality, so an array of
// Equatable structs that is the same runs no action when the body runs for another reason; a `@State` write
// of an equal array re-runs nothing. `Text(value, format: .percent)` and `.currency(code:)` show formatted text.
// Source: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) ("When the value
// changes"), https://developer.apple.com/documentation/swiftui/state,
// https://developer.apple.com/documentation/swiftui/text/init(_:format:).
struct Item395: Equatable {
    let id: Int
    var name: String
}

struct List395: View {
    @State private var items = [Item395(id: 1, name: "a")]
    @State private var taps = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("Tap \(taps)") { taps += 1 }
        Button("Same") { items = [Item395(id: 1, name: "a")] }
        Button("Rename") { items[0].name = "b" }
        Text(15, format: .percent)
        Text(72.5, format: .currency(code: "USD"))
            .onChange(of: items) { _, new in print("items now", new.map(\.name)) }
    }
}

:mount List395()
:tap "Tap 0"
:tap "Same"
:tap "Rename"
:tree

// expect: List395: @self, @identity, _items, _taps changed.
// expect: List395: _taps changed.
// expect: List395: _items changed.
// expect: items now ["b"]
// expect: List395#1
// expect:   Button "Tap 1"
// expect:   Button "Same"
// expect:   Button "Rename"
// expect:   Text "15%"
// expect:   Text "$72.50"  .onChange
