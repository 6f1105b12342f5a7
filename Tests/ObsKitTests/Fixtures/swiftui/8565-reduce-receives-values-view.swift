// SwiftUI from Apple's documentation: reduce(value:nextValue:) — https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:) (reduce receives values in view-tree order, so appending builds the children's names top to bottom, whatever order they were added in)
import SwiftUI

struct NamesKey: PreferenceKey {
    static var defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct ContentView: View {
    @State private var items = ["Alpha", "Beta"]
    @State private var collected: [String] = []

    var body: some View {
        VStack {
            VStack {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .preference(key: NamesKey.self, value: [item])
                }
            }
            .onPreferenceChange(NamesKey.self) { names in
                collected = names
            }
            Button("Add Gamma first") { items.insert("Gamma", at: 0) }
            Button("Show") { print(collected) }
        }
    }
}

:mount ContentView()
:tap "Add Gamma first"
:tap "Show"
// expect: ["Gamma", "Alpha", "Beta"]
