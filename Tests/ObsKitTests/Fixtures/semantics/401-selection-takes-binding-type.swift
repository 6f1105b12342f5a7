// rules §15.18: a selection is written as the selection binding's own type. `List(selection:)` with an
// `Int?` binding stores `Optional(id)` (the list is declared over `Binding<SelectionValue?>`), so Optional's
// methods work on what `onChange` receives; a `Picker` whose `Int?` selection is tagged with plain `Int`s
// matches them (`tag(_:includeOptional:)`, iOS 17+) and stores the optional too; a `Set<Int>` selection
// gains or loses the tapped row (edit mode is not modelled: ObsREPL's choice, rules §15.18).
// Source: https://developer.apple.com/documentation/swiftui/list (init(_:selection:rowContent:) takes
// `Binding<SelectionValue?>` or `Binding<Set<SelectionValue>>`),
// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:).
struct One401: View {
    @State private var one: Int?
    var body: some View {
        List([1, 2, 3], id: \.self, selection: $one) { n in Text("one \(n)") }
            .onChange(of: one) { old, new in
                let before = old.map(String.init) ?? "nil"
                print("one", before, "->", new.map(String.init) ?? "nil")
            }
    }
}

struct Many401: View {
    @State private var many = Set<Int>()
    var body: some View {
        List([1, 2, 3], id: \.self, selection: $many) { n in Text("many \(n)") }
            .onChange(of: many) { _, new in print("many", new.sorted()) }
    }
}

struct Size401: View {
    @State private var size: Int? = nil
    var body: some View {
        Picker("Size", selection: $size) {
            Text("Small").tag(1)
            Text("Large").tag(2)
        }
        .onChange(of: size) { _, new in print("size", new.map { "\($0 * 10)" } ?? "nil", new == 2) }
    }
}

struct Pick401: View {
    var body: some View {
        VStack {
            One401()
            Many401()
            Size401()
        }
    }
}

:mount Pick401()
:tap "one 2"
:tap "one 3"
:tap "many 2"
:tap "many 3"
:tap "many 2"
:pick "Large" in "Size"

// expect: one nil -> 2
// expect: one 2 -> 3
// expect: many [2]
// expect: many [2, 3]
// expect: many [3]
// expect: size 20 true
