// SwiftUI from Apple's documentation: onPreferenceChange's action runs when the value changes, not on every update
// Apple, onPreferenceChange(_:perform:) (https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)):
// "action: The action to perform when the value for key changes." (K.Value : Equatable). The parent's unrelated state
// change re-renders it but leaves the preference equal, so only the display-time call (recorded by takehilo,
// https://qiita.com/takehilo/items/2499c632c2e0e5cdcb06) and the real change print.
import SwiftUI

struct TitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty { value = next }
    }
}

struct Screen: View {
    @State private var taps = 0
    @State private var title = "Inbox"
    var body: some View {
        VStack {
            Text("taps \(taps)")
            Button("Other") {
                taps += 1
                print("other tapped")
            }
            Button("Rename") { title = "Archive" }
            Text(title).preference(key: TitleKey.self, value: title)
        }
        .onPreferenceChange(TitleKey.self) { value in
            print("title \(value)")
        }
    }
}

:mount Screen()
:tap "Other"
:tap "Other"
:tap "Rename"
// expect: title Inbox
// expect: other tapped
// expect: other tapped
// expect: title Archive
