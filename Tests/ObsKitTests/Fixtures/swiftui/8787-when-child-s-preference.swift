// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:) (when a child's preference value changes, the ancestor's onPreferenceChange action runs with the new value)
import SwiftUI

struct DocumentTitleKey: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty { value = next }
    }
}

struct ChapterEditor: View {
    @State private var chapter = 0

    var body: some View {
        Button("Next chapter") { chapter += 1 }
            .preference(key: DocumentTitleKey.self, value: "Chapter \(chapter)")
    }
}

struct DocumentView: View {
    @State private var title = ""

    var body: some View {
        VStack {
            ChapterEditor()
            Button("Report title") { print("title is \(title)") }
        }
        .onPreferenceChange(DocumentTitleKey.self) { newTitle in
            title = newTitle
        }
    }
}

:mount DocumentView()
:tap "Next chapter"
:tap "Report title"
:tap "Next chapter"
:tap "Next chapter"
:tap "Report title"
// expect: title is Chapter 1
// expect: title is Chapter 3
