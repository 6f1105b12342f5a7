// SwiftUI from Apple's documentation: an array preference collects the children's values in view-tree order
// Apple, reduce(value:nextValue:) (https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)):
// "This method receives its values in view-tree order. Conceptually, this combines the preference value from one tree
// with that of its next sibling." takehilo (https://qiita.com/takehilo/items/2499c632c2e0e5cdcb06) recorded one
// onPreferenceChange call with the combined value on display.
import SwiftUI

struct TitlesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct Tab1: View {
    let title: String
    var body: some View {
        Text(title).preference(key: TitlesKey.self, value: [title])
    }
}

struct TabBar: View {
    var body: some View {
        HStack {
            Tab1(title: "Home")
            Tab1(title: "Search")
            Tab1(title: "Profile")
        }
        .onPreferenceChange(TitlesKey.self) { titles in
            print("titles \(titles)")
        }
    }
}

:mount TabBar()
// expect: titles ["Home", "Search", "Profile"]
