// Check error: an async function called in .task without await
import SwiftUI

func fetchHeadline() async -> String {
    return "Swift 6 released"
}

struct NewsView: View {
    @State private var headline = "Loading…"

    var body: some View {
        Text(headline)
            .task {
                headline = fetchHeadline()
            }
    }
}

:mount NewsView()
// expect-error: expression is 'async' but is not marked with 'await'
