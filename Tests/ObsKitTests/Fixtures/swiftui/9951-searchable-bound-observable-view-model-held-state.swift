// Apple Developer Forums style: .searchable bound to an @Observable view model held in @State ($vm.query); the body reads the results, a computed property over the query, so each search runs it once; onSubmit(of: .search) reads the live query (rules §15.10, §8.3, §9.2)
import SwiftUI

@Observable
final class SearchModel {
    var query = ""
    let all = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]

    var results: [String] {
        query.isEmpty ? all : all.filter { $0.hasPrefix(query) }
    }
}

struct FruitSearch: View {
    @State private var vm = SearchModel()

    var body: some View {
        let _ = print("FruitSearch body: \(vm.results)")
        NavigationStack {
            List(vm.results, id: \.self) { name in
                Text(name)
            }
            .searchable(text: $vm.query, prompt: "Fruit")
            .onSubmit(of: .search) {
                print("searched \(vm.query)")
            }
        }
    }
}

:mount FruitSearch()
// expect: FruitSearch body: ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
:search "Ap"
// expect: FruitSearch body: ["Apple", "Apricot"]
:search "B"
// expect: FruitSearch body: ["Banana", "Blueberry"]
:submit "Fruit"
// expect: searched B
:search ""
// expect: FruitSearch body: ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
