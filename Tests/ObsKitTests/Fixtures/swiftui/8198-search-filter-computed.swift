// SwiftUI from Apple's documentation: a searchable list filters through a computed property of the search text
// Apple, Search (https://developer.apple.com/documentation/swiftui/search): "As people interact with the field, they
// implicitly modify the underlying storage and, thereby, the search parameters. Your app correspondingly updates other
// parts of its interface." searchable(text:placement:prompt:) (https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)):
// text is "The text to display and edit in the search field."
import SwiftUI

struct FruitList: View {
    let fruits = ["Apple", "Banana", "Cherry", "Mango", "Orange"]
    @State private var searchText = ""
    var searchResults: [String] {
        if searchText.isEmpty { return fruits }
        return fruits.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }
    var body: some View {
        NavigationStack {
            List(searchResults, id: \.self) { fruit in
                Text(fruit)
            }
            .navigationTitle("Fruits")
        }
        .searchable(text: $searchText)
        .onChange(of: searchText) {
            print("'\(searchText)': \(searchResults.joined(separator: ", "))")
        }
    }
}

:mount FruitList()
:search "an"
:search "ch"
:search ""
// expect: 'an': Banana, Mango, Orange
// expect: 'ch': Cherry
// expect: '': Apple, Banana, Cherry, Mango, Orange
