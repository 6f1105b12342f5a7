// SwiftUI from Apple's documentation: PreferenceKey.reduce combines the children's values in view-tree order for onPreferenceChange
// Apple, PreferenceKey.reduce(value:nextValue:) (https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)):
// "This method receives its values in view-tree order. Conceptually, this combines the preference value from one tree with that of
// its next sibling." Apple, PreferenceKey (https://developer.apple.com/documentation/swiftui/preferencekey): "A view with multiple
// children automatically combines its values for a given preference into a single value visible to its ancestors." A recorded run
// (https://qiita.com/takehilo/items/2499c632c2e0e5cdcb06) shows onPreferenceChange called once on display with the combined value.
import SwiftUI

struct TagsKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct Chip: View {
    let label: String

    var body: some View {
        Text(label)
            .preference(key: TagsKey.self, value: [label])
    }
}

struct TagBar: View {
    var body: some View {
        VStack {
            Chip(label: "red")
            Chip(label: "green")
            Chip(label: "blue")
        }
        .onPreferenceChange(TagsKey.self) { tags in
            print("tags: \(tags.joined(separator: ","))")
        }
    }
}

:mount TagBar()
// expect: tags: red,green,blue
