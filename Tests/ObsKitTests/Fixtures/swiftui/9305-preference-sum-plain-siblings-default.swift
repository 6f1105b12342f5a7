// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue (a view with no value for the key gives the default, which the sum leaves unchanged)
// PreferenceKey.defaultValue: "Views that have no explicit value for the key produce this default value", and
// reduce with the default must not change the meaning of the accumulated value. PreferenceKey: "A view with
// multiple children automatically combines its values for a given preference into a single value visible to
// its ancestors". So the chapters' page counts are summed and the plain caption in between adds nothing.
// onPreferenceChange runs "when the specified preference key's value changes":
// - Mount: the combined value, 12 + 30 = 42, reaches the action once.
// - "Rename" re-runs the book view (it reads `title`), but every chapter reports the same pages: the combined
//   value is still 42, so the action is not told.
// - "Add epilogue" inserts a chapter of 8 pages: 50.
// - "Add epilogue" again removes it: back to 42.
import SwiftUI

struct PageCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct ChapterRow: View {
    let name: String
    let pages: Int

    var body: some View {
        Text("\(name): \(pages) pages")
            .preference(key: PageCountKey.self, value: pages)
    }
}

struct BookOutline: View {
    @State private var title = "Draft"
    @State private var hasEpilogue = false

    var body: some View {
        let _ = print("outline body: \(title)")
        VStack {
            Text(title)
            ChapterRow(name: "Opening", pages: 12)
            Text("Interlude (no page count)")
            ChapterRow(name: "Middle", pages: 30)
            if hasEpilogue {
                ChapterRow(name: "Epilogue", pages: 8)
            }
            Button("Rename") { title = "Final" }
            Button("Add epilogue") { hasEpilogue.toggle() }
        }
        .onPreferenceChange(PageCountKey.self) { total in
            print("book has \(total) pages")
        }
    }
}

:mount BookOutline()
// expect: outline body: Draft
// expect: book has 42 pages
:tap "Rename"
// expect: outline body: Final
:tap "Add epilogue"
// expect: outline body: Final
// expect: book has 50 pages
:tap "Add epilogue"
// expect: outline body: Final
// expect: book has 42 pages
