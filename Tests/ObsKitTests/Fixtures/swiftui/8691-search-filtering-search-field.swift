// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:) (search filtering: the search field writes the @State query through its binding, and the list shows the computed `filteredFruits`; clearing the field shows every row again)
import SwiftUI

struct FruitListView: View {
    private let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
    @State private var searchText = ""

    var filteredFruits: [String] {
        if searchText.isEmpty {
            return fruits
        }
        return fruits.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(filteredFruits, id: \.self) { fruit in
                Text(fruit)
            }
            .navigationTitle("Fruits")
            .searchable(text: $searchText, prompt: "Search fruits")
        }
        .onChange(of: filteredFruits) { _, shown in
            print("\"\(searchText)\": \(shown.joined(separator: ", "))")
        }
    }
}

:mount FruitListView()
:search "ap"
:search "berry"
:search ""
// expect: "ap": Apple, Apricot
// expect: "berry": Blueberry
// expect: "": Apple, Apricot, Banana, Blueberry, Cherry
