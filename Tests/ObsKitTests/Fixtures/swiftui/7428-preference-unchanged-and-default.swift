// Hacking with Swift style: counting pending uploads with a PreferenceKey, and when `onPreferenceChange` is (not) told
// What SwiftUI does: each upload row reports 1 and `reduce` sums them (rules §15.23). Refreshing re-runs the screen
// (it reads `refreshes`), the rows' values are equal and they are not run (rules §2.7); the combined value is still 2,
// so the action is not told (it runs when the value changes, rules §15.23). Finishing an upload removes its row: the
// total drops. With no rows left the subtree has the key's default, 0, which is a change, so it is told again.
// Sources: rules §1.2, §2.7, §3.5, §15.23; https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
import SwiftUI

struct UploadCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct UploadRow: View {
    let file: String

    var body: some View {
        let _ = print("UploadRow body: \(file)")
        Text("Uploading \(file)")
            .preference(key: UploadCountKey.self, value: 1)
    }
}

struct UploadsScreen: View {
    @State private var files = ["a.png", "b.png"]
    @State private var refreshes = 0

    var body: some View {
        let _ = print("UploadsScreen body: \(files.count) files, \(refreshes) refreshes")
        VStack {
            ForEach(files, id: \.self) { file in
                UploadRow(file: file)
            }
            Button("Refresh") { refreshes += 1 }
            Button("Finish one") { files.removeFirst() }
        }
        .onPreferenceChange(UploadCountKey.self) { pending in
            print("pending uploads: \(pending)")
        }
    }
}

:mount UploadsScreen()
// expect: UploadsScreen body: 2 files, 0 refreshes
// expect: UploadRow body: a.png
// expect: UploadRow body: b.png
// expect: pending uploads: 2
:tap "Refresh"
// expect: UploadsScreen body: 2 files, 1 refreshes
:tap "Finish one"
// expect: UploadsScreen body: 1 files, 1 refreshes
// expect: pending uploads: 1
:tap "Finish one"
// expect: UploadsScreen body: 0 files, 1 refreshes
// expect: pending uploads: 0
