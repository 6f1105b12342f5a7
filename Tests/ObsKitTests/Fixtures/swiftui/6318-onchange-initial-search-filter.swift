// Apple: onChange(of:initial:_:) with initial: true ("whether the action should be run when this view initially appears"); each keystroke of a TextField is a change (SEMANTICS §10: one update per turn; README :type one character per turn)
import SwiftUI

struct CitySearch: View {
    private let cities = ["Lagos", "Lima", "Linz", "Leeds", "Oslo"]
    @State private var query = ""
    @State private var matches: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search cities", text: $query)
                .textFieldStyle(.roundedBorder)
                .autocorrectionDisabled()
            ForEach(matches, id: \.self) { city in
                Label(city, systemImage: "mappin.circle")
            }
        }
        .padding()
        .onChange(of: query, initial: true) {
            let needle = query.lowercased()
            matches = needle.isEmpty ? cities : cities.filter { $0.lowercased().contains(needle) }
            print("'\(query)': \(matches.joined(separator: ", "))")
        }
    }
}

:mount CitySearch()
:type "Li" into "Search cities"
:type "n" into "Search cities"
:clear "Search cities"

// expect: '': Lagos, Lima, Linz, Leeds, Oslo
// expect: 'L': Lagos, Lima, Linz, Leeds, Oslo
// expect: 'Li': Lima, Linz
// expect: 'Lin': Linz
// expect: '': Lagos, Lima, Linz, Leeds, Oslo
