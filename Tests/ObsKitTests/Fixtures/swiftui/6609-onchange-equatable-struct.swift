// Apple docs `View/onChange(of:initial:_:)` ("The value must conform to Equatable") with a struct of two fields as the value.
// onChange compares the whole struct with `==`: changing either field runs the action with the old and new structs.
// A @State write of a struct equal to the stored one is no change at all: no body, no action (rules §3.4), so the
// second "Search swift" and the second "Reset" print nothing. The Toggle writes one field through `$filter.onlyFavorites`
// (a binding into the struct, rules §15.1).
import SwiftUI

struct Filter: Equatable {
    var query = ""
    var onlyFavorites = false
}

struct SearchScreen: View {
    @State private var filter = Filter()

    var body: some View {
        let _ = print("body query='\(filter.query)' favs=\(filter.onlyFavorites)")
        VStack {
            Toggle("Favorites", isOn: $filter.onlyFavorites)
            Button("Search swift") { filter.query = "swift" }
            Button("Reset") { filter = Filter() }
        }
        .onChange(of: filter) { old, new in
            print("filter '\(old.query)'/\(old.onlyFavorites) -> '\(new.query)'/\(new.onlyFavorites)")
        }
    }
}

:mount SearchScreen()
// expect: body query='' favs=false
:toggle "Favorites"
// expect: body query='' favs=true
// expect: filter ''/false -> ''/true
:tap "Search swift"
// expect: body query='swift' favs=true
// expect: filter ''/true -> 'swift'/true
:tap "Search swift"
:tap "Reset"
// expect: body query='' favs=false
// expect: filter 'swift'/true -> ''/false
:tap "Reset"
