// Stack Overflow Q&A style: "onChange / task(id:) on a property of an @Observable model": the body reads filter.term, so a new term runs the body, then onChange, then restarts the task; a page change the body never read runs nothing, and the running task reads the live value after its sleep; an equal term changes nothing (rules §8.1, §8.3, §11.1, §11.3)
import SwiftUI

@Observable
final class SearchFilter {
    var term = ""
    var page = 1
}

struct ResultsView: View {
    @State private var filter = SearchFilter()

    var body: some View {
        let _ = print("ResultsView body: term='\(filter.term)'")
        VStack {
            Button("Search cats") { filter.term = "cats" }
            Button("Next page") { filter.page += 1 }
        }
        .onChange(of: filter.term) { oldValue, newValue in
            print("term changed '\(oldValue)' -> '\(newValue)'")
        }
        .task(id: filter.term) {
            print("loading '\(filter.term)'")
            try? await Task.sleep(for: .seconds(1))
            print("loaded '\(filter.term)' page \(filter.page)")
        }
    }
}

:mount ResultsView()
// expect: ResultsView body: term=''
// expect: loading ''
:advance 1s
// expect: loaded '' page 1
:tap "Search cats"
// expect: ResultsView body: term='cats'
// expect: term changed '' -> 'cats'
// expect: loading 'cats'
:tap "Next page"
:advance 1s
// expect: loaded 'cats' page 2
:tap "Search cats"
