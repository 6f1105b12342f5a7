// Tutorial style (debounced search with .task(id:)): each keystroke changes the id, cancelling the sleeping task and starting another; only the last query searches after 300 ms (rules §11.3, §3.4, §3.5, §15.10)
import SwiftUI

struct CitySearchView: View {
    @State private var query = ""
    @State private var results: [String] = []
    private let allCities = ["Amsterdam", "Athens", "Berlin", "Bern", "Boston"]

    var body: some View {
        let _ = print("body: query='\(query)' results=\(results.count)")
        VStack {
            TextField("City", text: $query)
                .textFieldStyle(.roundedBorder)
            ForEach(results, id: \.self) { city in
                Text(city)
            }
        }
        .padding()
        .task(id: query) {
            guard !query.isEmpty else {
                results = []
                return
            }
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                return
            }
            print("searching '\(query)'")
            results = allCities.filter { $0.lowercased().contains(query.lowercased()) }
        }
    }
}

:mount CitySearchView()
// expect: body: query='' results=0
:type "Be" into "City"
// expect: body: query='B' results=0
// expect: body: query='Be' results=0
:advance 300ms
// expect: searching 'Be'
// expect: body: query='Be' results=2
:type "r" into "City"
// expect: body: query='Ber' results=2
:advance 100ms
:type "n" into "City"
// expect: body: query='Bern' results=2
:advance 300ms
// expect: searching 'Bern'
// expect: body: query='Bern' results=1
:clear "City"
// expect: body: query='' results=1
// expect: body: query='' results=0
