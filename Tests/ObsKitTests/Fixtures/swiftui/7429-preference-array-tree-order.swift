// Swift with Majid style: section headers register themselves for an index sidebar with an array PreferenceKey
// What SwiftUI does: the values of siblings are combined in tree order by the key's `reduce` (rules §15.23), so the
// index lists the headers as they appear on screen. Showing the favorites section inserts a header before "A": the
// combined array changes and `onPreferenceChange` is told with the new order; the existing headers' values are
// equal, so their bodies are not run again (rules §2.7).
// Sources: rules §1.1, §2.7, §15.23; https://developer.apple.com/documentation/swiftui/preferencekey
import SwiftUI

struct SectionIndexKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct SectionHeader: View {
    let title: String

    var body: some View {
        let _ = print("SectionHeader body: \(title)")
        Text(title)
            .font(.headline)
            .preference(key: SectionIndexKey.self, value: [title])
    }
}

struct ContactsScreen: View {
    @State private var showFavorites = false

    var body: some View {
        let _ = print("ContactsScreen body")
        VStack(alignment: .leading) {
            if showFavorites {
                SectionHeader(title: "Favorites")
            }
            SectionHeader(title: "A")
            Text("Ada")
            SectionHeader(title: "B")
            Text("Bo")
            Button("Show favorites") { showFavorites = true }
        }
        .onPreferenceChange(SectionIndexKey.self) { titles in
            print("index: \(titles.joined(separator: ", "))")
        }
    }
}

:mount ContactsScreen()
// expect: ContactsScreen body
// expect: SectionHeader body: A
// expect: SectionHeader body: B
// expect: index: A, B
:tap "Show favorites"
// expect: ContactsScreen body
// expect: SectionHeader body: Favorites
// expect: index: Favorites, A, B
