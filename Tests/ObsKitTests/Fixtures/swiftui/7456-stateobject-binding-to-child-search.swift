// Blog post style (MVVM): `SearchField(text: $model.query)` passes a `@StateObject`'s property to a child's `@Binding`
// What SwiftUI does: each keystroke writes `model.query` through the object's binding (rules §9.2), so `@Published`
// sends `objectWillChange` and the screen runs again through its `@StateObject` box (rules §4.4, §6.3). The new
// `$model.query` binding holds another value, so it differs from the child's last one (rules §9.2), and the child read
// it (rules §9.3): the child runs once, after the parent (rules §2.8).
// Sources: rules §2.8, §4.4, §6.3, §9.2, §9.3; https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    let fruits = ["apple", "apricot", "banana"]

    var matches: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.hasPrefix(query) }
    }
}

struct SearchField: View {
    @Binding var text: String

    var body: some View {
        let _ = print("SearchField body: '\(text)'")
        TextField("Search fruit", text: $text)
    }
}

struct FruitSearch: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        let _ = print("FruitSearch body: \(model.matches)")
        VStack {
            SearchField(text: $model.query)
            ForEach(model.matches, id: \.self) { fruit in
                Text(fruit)
            }
        }
    }
}

:mount FruitSearch()
// expect: FruitSearch body: ["apple", "apricot", "banana"]
// expect: SearchField body: ''
:type "apr" into "Search fruit"
// expect: FruitSearch body: ["apple", "apricot"]
// expect: SearchField body: 'a'
// expect: FruitSearch body: ["apple", "apricot"]
// expect: SearchField body: 'ap'
// expect: FruitSearch body: ["apricot"]
// expect: SearchField body: 'apr'
