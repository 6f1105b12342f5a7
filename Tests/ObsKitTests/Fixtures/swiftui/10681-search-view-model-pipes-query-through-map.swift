// combine style: a search view model pipes `$query` through map and removeDuplicates into `assign(to: &$results)`; the pipeline runs once in init (the @Published publisher replays its current value), a keystroke that leaves the results equal is dropped by removeDuplicates but the body still runs for the query (rules §4.2, §6.3, §10.1)
import SwiftUI
import Combine

final class FruitSearch: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let all = ["Apple", "Apricot", "Banana", "Grape"]

    init() {
        print("FruitSearch init")
        $query
            .map { [all] q in
                q.isEmpty ? all : all.filter { $0.lowercased().contains(q.lowercased()) }
            }
            .removeDuplicates()
            .handleEvents(receiveOutput: { print("results -> \($0.count)") })
            .assign(to: &$results)
    }
}

struct FruitSearchScreen: View {
    @StateObject private var search = FruitSearch()

    var body: some View {
        let _ = print("FruitSearchScreen body: query='\(search.query)' results=\(search.results.count)")
        VStack {
            TextField("Search", text: $search.query)
            ForEach(search.results, id: \.self) { name in
                Text(name)
            }
        }
    }
}

:mount FruitSearchScreen()
// expect: FruitSearch init
// expect: results -> 4
// expect: FruitSearchScreen body: query='' results=4
:type "ap" into "Search"
// expect: FruitSearchScreen body: query='a' results=4
// expect: results -> 3
// expect: FruitSearchScreen body: query='ap' results=3
:clear "Search"
// expect: results -> 4
// expect: FruitSearchScreen body: query='' results=4
