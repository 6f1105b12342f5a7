// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentvalues/issearching (a child of the searchable view reads isSearching)
// Apple: `isSearching` is true while the user interacts with the search field that a `searchable`
// modifier on an ancestor of the reading view adds; only views below the modifier see it. The reading view
// doesn't read the text itself.
// - Starting a search flips isSearching to true: the reader's body runs.
// - Typing more while searching changes only the text, which neither body reads: nothing runs.
import SwiftUI

struct SearchingExample: View {
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            SearchedView()
                .searchable(text: $searchText)
        }
    }
}

struct SearchedView: View {
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        let _ = print(isSearching ? "Searching!" : "Not searching.")
        Text(isSearching ? "Searching!" : "Not searching.")
    }
}

:mount SearchingExample()
// expect: Not searching.
:search "a"
// expect: Searching!
:search "ab"
