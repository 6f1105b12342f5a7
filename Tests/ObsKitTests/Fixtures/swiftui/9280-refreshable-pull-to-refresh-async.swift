// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/refreshable(action:) (pull to refresh a List: an async action inserts the newest headline)
// `.refreshable` gives the List a pull-to-refresh control; pulling runs the async action, and the refresh
// indicator stays until the action returns. Here the action waits 2 s (a fake network call), then inserts a
// headline at the top. The list's body is printed with the headlines it shows.
// - Pulling prints "refreshing"; nothing changes until the 2 s have passed, then the list shows the new
//   headline first.
// - A second pull adds "Headline 2" above it.
import SwiftUI

struct HeadlinesList: View {
    @State private var headlines = ["Welcome"]
    @State private var fetches = 0

    var body: some View {
        let _ = print("list: \(headlines.joined(separator: " | "))")
        List(headlines, id: \.self) { headline in
            Text(headline)
        }
        .refreshable {
            print("refreshing")
            try? await Task.sleep(for: .seconds(2))
            fetches += 1
            headlines.insert("Headline \(fetches)", at: 0)
        }
    }
}

:mount HeadlinesList()
// expect: list: Welcome
:refresh
// expect: refreshing
:advance 1s
:advance 1s
// expect: list: Headline 1 | Welcome
:refresh
// expect: refreshing
:advance 2s
// expect: list: Headline 2 | Headline 1 | Welcome
