// combine style: search-as-you-type with `$text.dropFirst().debounce(for: .milliseconds(300), scheduler: DispatchQueue.main).removeDuplicates()` in the view model; keystrokes run the body at once, the search runs 300 ms after the last one on the virtual clock, and a retyped equal query is dropped (rules §15.15)
import SwiftUI
import Combine

final class CitySearchModel: ObservableObject {
    @Published var text = ""
    @Published private(set) var searchedFor = ""
    private var bag = Set<AnyCancellable>()

    init() {
        $text
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] term in
                print("search for '\(term)'")
                self?.searchedFor = term
            }
            .store(in: &bag)
    }
}

struct CitySearchView: View {
    @StateObject private var model = CitySearchModel()

    var body: some View {
        let _ = print("CitySearchView body: text='\(model.text)' searched='\(model.searchedFor)'")
        VStack {
            TextField("Search", text: $model.text)
            Text("Results for \(model.searchedFor)")
        }
    }
}

:mount CitySearchView()
// expect: CitySearchView body: text='' searched=''
:type "cat" into "Search"
// expect: CitySearchView body: text='c' searched=''
// expect: CitySearchView body: text='ca' searched=''
// expect: CitySearchView body: text='cat' searched=''
:advance 300ms
// expect: search for 'cat'
// expect: CitySearchView body: text='cat' searched='cat'
:type "s" into "Search"
// expect: CitySearchView body: text='cats' searched='cat'
:advance 200ms
:clear "Search"
// expect: CitySearchView body: text='' searched='cat'
:type "cat" into "Search"
// expect: CitySearchView body: text='c' searched='cat'
// expect: CitySearchView body: text='ca' searched='cat'
// expect: CitySearchView body: text='cat' searched='cat'
:advance 300ms
