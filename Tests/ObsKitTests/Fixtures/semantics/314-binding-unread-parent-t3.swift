// rules §3, §9, T3: the parent only creates `$text` (not a read), so typing never re-runs
// it; the child read its @Binding, so it re-runs once per keystroke.
import SwiftUI

struct WrappedText: View {
    @Binding var text: String
    var body: some View {
        let _ = print("WrappedText body [\(text)]")
        Text(text)
    }
}

struct ContentView: View {
    @State private var text = ""
    var body: some View {
        let _ = print("ContentView body")
        VStack {
            TextField("Name", text: $text)
            WrappedText(text: $text)
        }
    }
}

:mount ContentView()
:type "abc" into "Name"

// expect: ContentView body
// expect: WrappedText body []
// expect: WrappedText body [a]
// expect: WrappedText body [ab]
// expect: WrappedText body [abc]
