// Apple, "onChange(of:initial:_:)" (the iOS 17 two-parameter action gets the old and new value); rules §10.1, §10.3, §3.4: the action runs after the body, and its write updates again
import SwiftUI

struct SearchView: View {
    @State private var query = ""
    @State private var resultsCount = 0

    var body: some View {
        let _ = print("body: query '\(query)', \(resultsCount) results")
        VStack {
            TextField("Search", text: $query)
            Text("\(resultsCount) results")
        }
        .onChange(of: query) { oldValue, newValue in
            print("query changed from '\(oldValue)' to '\(newValue)'")
            resultsCount = newValue.count * 2
        }
    }
}

:mount SearchView()
:type "ab" into "Search"

// expect: body: query '', 0 results
// expect: body: query 'a', 0 results
// expect: query changed from '' to 'a'
// expect: body: query 'a', 2 results
// expect: body: query 'ab', 2 results
// expect: query changed from 'a' to 'ab'
// expect: body: query 'ab', 4 results
