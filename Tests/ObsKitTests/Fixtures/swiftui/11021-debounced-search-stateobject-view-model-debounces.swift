// Kodeco style (debounced search): a @StateObject view model debounces a TextField's query on RunLoop.main, removes duplicates and assigns matches to $results; the view runs per keystroke, the search only after virtual time (rules §4.2, §6.3, §10.1, §15.15)
import SwiftUI
import Combine

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let catalog = ["apple", "apricot", "banana", "blueberry", "cherry"]

    init() {
        print("SearchViewModel init")
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [catalog] text -> [String] in
                print("searching '\(text)'")
                return text.isEmpty ? [] : catalog.filter { $0.hasPrefix(text) }
            }
            .assign(to: &$results)
    }
}

struct ContentView: View {
    @StateObject private var viewModel = SearchViewModel()

    var body: some View {
        let _ = print("body: query='\(viewModel.query)' results=\(viewModel.results)")
        VStack {
            TextField("Search", text: $viewModel.query)
            ForEach(viewModel.results, id: \.self) { fruit in
                Text(fruit)
            }
        }
    }
}

:mount ContentView()
// expect: SearchViewModel init
// expect: body: query='' results=[]
:advance 1s
// expect: searching ''
// expect: body: query='' results=[]
:type "ap" into "Search"
// expect: body: query='a' results=[]
// expect: body: query='ap' results=[]
:advance 500ms
// expect: searching 'ap'
// expect: body: query='ap' results=["apple", "apricot"]
:type "r" into "Search"
// expect: body: query='apr' results=["apple", "apricot"]
:advance 100ms
:advance 300ms
// expect: searching 'apr'
// expect: body: query='apr' results=["apricot"]
