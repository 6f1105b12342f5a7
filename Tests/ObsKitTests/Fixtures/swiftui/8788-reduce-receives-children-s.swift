// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:) (reduce receives the children's values in view-tree order: a chip inserted between two others lands between them in the combined array)
import SwiftUI

struct ChipNamesKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

struct Chip: View {
    let name: String

    var body: some View {
        Text(name)
            .preference(key: ChipNamesKey.self, value: [name])
    }
}

struct ChipsView: View {
    @State private var showGreen = false
    @State private var collected: [String] = []

    var body: some View {
        VStack {
            Chip(name: "red")
            if showGreen {
                Chip(name: "green")
            }
            Chip(name: "blue")
            Button("Toggle green") { showGreen.toggle() }
            Button("Report chips") { print("chips \(collected)") }
        }
        .onPreferenceChange(ChipNamesKey.self) { names in
            collected = names
        }
    }
}

:mount ChipsView()
:tap "Toggle green"
:tap "Report chips"
:tap "Toggle green"
:tap "Report chips"
// expect: chips ["red", "green", "blue"]
// expect: chips ["red", "blue"]
