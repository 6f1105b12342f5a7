// SwiftUI from Apple's documentation: with id: \.self, renaming an element changes its id, so its row starts with fresh @State
// Apple, ForEach (https://developer.apple.com/documentation/swiftui/foreach): "It's important that the id of a data element doesn't
// change unless you replace the data element with a new data element that has a new identity. If the id of a data element changes,
// the content view generated from that data element loses any current state and animations." Here the string is the id.
import SwiftUI

struct TagRow: View {
    let tag: String
    @State private var uses = 0
    var body: some View {
        Button("Use \(tag)") {
            uses += 1
            print("\(tag) uses: \(uses)")
        }
    }
}

struct TagList: View {
    @State private var tags = ["swift", "ios"]
    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { TagRow(tag: $0) }
            Button("Rename ios") { tags[1] = "ipados" }
        }
    }
}

:mount TagList()
:tap "Use ios"
// expect: ios uses: 1
:tap "Use swift"
// expect: swift uses: 1
:tap "Rename ios"
:tap "Use ipados"
// expect: ipados uses: 1
:tap "Use swift"
// expect: swift uses: 2
