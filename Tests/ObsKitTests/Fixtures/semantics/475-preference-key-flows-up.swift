// Preferences flow up (rules §15.23). Each view that sets `.preference(key:value:)` gives the key a value,
// replacing what its content gave; siblings are combined in tree order by the key's
// `reduce(value:nextValue:)`; `.transformPreference` changes the value its content gave. An
// `onPreferenceChange` above them is told after a render whenever the combined value changes (by `==`),
// at first when it differs from `defaultValue`, and not when a render leaves it equal; a sheet is a
// hierarchy of its own, so what its content sets does not reach the presenter.
// Source: Apple, `preferencekey` (defaultValue, reduce(value:nextValue:)), `view/preference(key:value:)`,
// `view/transformpreference(_:_:)`, `view/onpreferencechange(_:perform:)` ("the action to perform when the
// value for key changes"). The first call's rule (compared with defaultValue) is ObsREPL's choice, rules §15.23.
import SwiftUI

struct NamesKey: PreferenceKey {
    static var defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

struct Chip: View {
    let name: String
    var body: some View {
        Text(name).preference(key: NamesKey.self, value: [name])
    }
}

struct Board: View {
    @State private var extra = false
    @State private var renders = 0
    @State private var showSheet = false

    var body: some View {
        VStack {
            Chip(name: "a")
            Group {
                Chip(name: "b")
                if extra { Chip(name: "c") }
            }
            .transformPreference(NamesKey.self) { $0.append("|") }
            HStack {
                Chip(name: "hidden")
            }
            .preference(key: NamesKey.self, value: ["outer"])
            Button("more") { extra.toggle() }
            Button("render \(renders)") { renders += 1 }
            Button("sheet") { showSheet = true }
        }
        .onPreferenceChange(NamesKey.self) { names in
            print("names:", names)
        }
        .sheet(isPresented: $showSheet) {
            Chip(name: "in sheet")
        }
    }
}

:mount Board()
:tap "more"
:tap "render 0"
:tap "sheet"
:dismiss
:tap "more"

// expect: names: ["a", "b", "|", "outer"]
// expect: names: ["a", "b", "c", "|", "outer"]
// expect: names: ["a", "b", "|", "outer"]
