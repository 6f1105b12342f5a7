// Check error: onChange(of:) watching a struct that is not Equatable
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
        .onChange(of: filter) {
            print("filter changed")
        }
    }
}

:mount SearchView()
// expect-error: instance method 'onChange(of:initial:_:)' requires that 'Filter' conform to 'Equatable'
