// Apple sample style (Fruta recipes search): .searchable bound to @State with .searchSuggestions, a filtered list and ContentUnavailableView.search for no results (rules §15.10, §3.5, §2.7)
import SwiftUI

struct Smoothie: Identifiable {
    let id: String
    let ingredients: [String]
}

struct SmoothieRow: View {
    let smoothie: Smoothie
    var body: some View {
        let _ = print("row \(smoothie.id)")
        Text(smoothie.id)
    }
}

struct ContentView: View {
    @State private var query = ""
    private let all = [
        Smoothie(id: "Berry Blue", ingredients: ["blueberry", "banana"]),
        Smoothie(id: "Kiwi Cutie", ingredients: ["kiwi", "apple"]),
        Smoothie(id: "Mango Jambo", ingredients: ["mango", "banana"])
    ]
    private var results: [Smoothie] {
        query.isEmpty ? all : all.filter { $0.id.localizedCaseInsensitiveContains(query) || $0.ingredients.contains(query.lowercased()) }
    }
    var body: some View {
        let _ = print("ContentView body query=\(query) results=\(results.count)")
        NavigationStack {
            List {
                ForEach(results) { smoothie in
                    SmoothieRow(smoothie: smoothie)
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Smoothies")
            .searchable(text: $query, prompt: "Flavor or ingredient")
            .searchSuggestions {
                Text("banana").searchCompletion("banana")
                Text("kiwi").searchCompletion("kiwi")
            }
        }
    }
}

:mount ContentView()
// expect: ContentView body query= results=3
// expect: row Berry Blue
// expect: row Kiwi Cutie
// expect: row Mango Jambo
:search "banana"
// expect: ContentView body query=banana results=2
:search "xyz"
// expect: ContentView body query=xyz results=0
:search ""
// expect: ContentView body query= results=3
// expect: row Berry Blue
// expect: row Kiwi Cutie
// expect: row Mango Jambo
