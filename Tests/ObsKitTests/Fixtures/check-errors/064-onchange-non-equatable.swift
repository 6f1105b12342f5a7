// onChange(of:) observing a struct that does not conform to Equatable
// Written by an outside author (stop 28 corpus, file 7074); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct Filter {
    var query = ""
    var onlyFavorites = false
}

struct SearchView: View {
    @State private var filter = Filter()

    var body: some View {
        VStack {
            TextField("Search", text: $filter.query)
            Toggle("Favorites only", isOn: $filter.onlyFavorites)
        }
        .onChange(of: filter) { oldValue, newValue in
            print("filter changed to \(newValue.query)")
        }
    }
}

// expect-error: instance method 'onChange(of:initial:_:)' requires that 'Filter' conform to 'Equatable'
