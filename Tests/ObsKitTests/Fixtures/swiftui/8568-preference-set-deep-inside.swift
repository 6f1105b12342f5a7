// SwiftUI from Apple's documentation: PreferenceKey — https://developer.apple.com/documentation/swiftui/preferencekey (a preference set deep inside a child view's body is visible to an ancestor that is not its direct parent)
import SwiftUI

struct TitleKey: PreferenceKey {
    static var defaultValue: String = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty { value = next }
    }
}

struct Inner: View {
    let title: String

    var body: some View {
        VStack {
            Text("Page body")
                .preference(key: TitleKey.self, value: title)
        }
    }
}

struct Middle: View {
    let title: String

    var body: some View {
        HStack {
            Inner(title: title)
        }
    }
}

struct ContentView: View {
    @State private var title = "Inbox"
    @State private var seen = ""

    var body: some View {
        VStack {
            Middle(title: title)
            Button("Go to Archive") { title = "Archive" }
            Button("Report") { print("ancestor sees \(seen)") }
        }
        .onPreferenceChange(TitleKey.self) { value in
            seen = value
        }
    }
}

:mount ContentView()
:tap "Go to Archive"
:tap "Report"
// expect: ancestor sees Archive
