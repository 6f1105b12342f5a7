// Swift with Majid style (debounce with task(id:)): the body reads the query to pass it as the id, so each keystroke runs the body and restarts the task; the cancelled sleep throws and only the last term is searched (rules §3.5, §11.3, §15.10)
import SwiftUI

struct ContentView: View {
    @State private var query = ""
    @State private var lastSearched = "-"

    var body: some View {
        let _ = print("body lastSearched=\(lastSearched)")
        VStack {
            TextField("City", text: $query)
            Text("Results for \(lastSearched)")
        }
        .task(id: query) {
            let term = query
            guard !term.isEmpty else { return }
            do {
                try await Task.sleep(for: .milliseconds(400))
            } catch {
                print("skipped '\(term)'")
                return
            }
            lastSearched = term
            print("search '\(term)'")
        }
    }
}
:mount ContentView()
// expect: body lastSearched=-
:type "Rome" into "City"
// expect: body lastSearched=-
// expect: body lastSearched=-
// expect: skipped 'R'
// expect: body lastSearched=-
// expect: skipped 'Ro'
// expect: body lastSearched=-
// expect: skipped 'Rom'
:advance 400ms
// expect: search 'Rome'
// expect: body lastSearched=Rome
:type "s" into "City"
// expect: body lastSearched=Rome
:advance 200ms
:clear "City"
// expect: body lastSearched=Rome
// expect: skipped 'Romes'
