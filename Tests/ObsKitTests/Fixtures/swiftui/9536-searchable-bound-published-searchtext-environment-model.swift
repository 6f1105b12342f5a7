// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/performing-a-search-operation (searchable bound to a @Published searchText in an environment model; onChange of the text filters the list)
// Apple's article: "To make it easier to share the search query among different views, you can create a published value
// inside an observable object that's part of your app's model: `class Model: ObservableObject { @Published var
// searchText: String = "" }`", pass `$model.searchText` to `searchable(text:)`, and "Because you manage the storage,
// you can detect when it changes and update the search operation in response." Here onChange of the text recomputes the
// results and prints them.
// - Search "apple"; search "pie"; cancel the search (empty text: everything again).
import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
}

let allProducts = [
    Product(id: 1, name: "Apple Pie"),
    Product(id: 2, name: "Cherry Pie"),
    Product(id: 3, name: "Apple Juice"),
    Product(id: 4, name: "Orange Juice"),
]

class Model: ObservableObject {
    @Published var searchText: String = ""
}

struct ProductList: View {
    @EnvironmentObject private var model: Model
    @State private var results: [Product] = allProducts

    var body: some View {
        NavigationStack {
            List(results) { product in
                Text(product.name)
            }
            .navigationTitle("Products")
            .searchable(text: $model.searchText)
            .onChange(of: model.searchText) { _, query in
                results = query.isEmpty
                    ? allProducts
                    : allProducts.filter { $0.name.localizedCaseInsensitiveContains(query) }
                print("\"\(query)\": \(results.map(\.name).joined(separator: ", "))")
            }
        }
    }
}

struct StoreRoot: View {
    @StateObject private var model = Model()
    var body: some View {
        ProductList().environmentObject(model)
    }
}

:mount StoreRoot()
:search "apple"
// expect: "apple": Apple Pie, Apple Juice
:search "pie"
// expect: "pie": Apple Pie, Cherry Pie
:search ""
// expect: "": Apple Pie, Cherry Pie, Apple Juice, Orange Juice
