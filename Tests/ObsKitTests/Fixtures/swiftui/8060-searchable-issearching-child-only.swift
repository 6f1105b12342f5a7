// SwiftUI from Apple's documentation: isSearching turns true inside the searched view, while the view applying .searchable reads false
// Apple, EnvironmentValues.isSearching (https://developer.apple.com/documentation/swiftui/environmentvalues/issearching): "A Boolean
// value that indicates when the user is searching." "Get the value to find out when the user interacts with a search field that's
// produced by one of the searchable modifiers"; the example reads it in SearchedView, the view the modifier is applied to, and the
// page warns that SwiftUI sets the value in the environment of that view and "doesn't propagate the value up the view hierarchy".
import SwiftUI

struct Results: View {
    @Environment(\.isSearching) private var isSearching
    let query: String

    var body: some View {
        let _ = print("Results body: searching \(isSearching), query '\(query)'")
        Text(query)
    }
}

struct SearchScreen: View {
    @State private var query = ""
    @Environment(\.isSearching) private var outerSearching

    var body: some View {
        let _ = print("SearchScreen body: searching \(outerSearching)")
        NavigationStack {
            Results(query: query)
                .searchable(text: $query)
        }
    }
}

:mount SearchScreen()
// expect: SearchScreen body: searching false
// expect: Results body: searching false, query ''
:search "tea"
// expect: SearchScreen body: searching false
// expect: Results body: searching true, query 'tea'
