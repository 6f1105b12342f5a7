// Stack Overflow question: "TextField in ForEach loses focus after one character" — `ForEach($tags, id: \.self)` makes the text the id
// What SwiftUI does: with `id: \.self` each row's id is its string (rules §1.2). Typing one character into the
// first field writes "swift" -> "swifty" through the row's binding (rules §15.1): the id "swift" goes away and
// "swifty" is new, so the field's row is destroyed and a new one is made, with onDisappear then onAppear after the
// update (rules §1.4, §11.1). On a device that new field has no focus, which is why the keyboard goes away after
// each character. The other row keeps its id and its node. The fix is an `Identifiable` element (7526).
// Sources: rules §1.2, §1.4, §11.1, §15.1; https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
import SwiftUI

struct TagsView: View {
    @State private var tags = ["swift", "ios"]

    var body: some View {
        let _ = print("TagsView body: \(tags.joined(separator: ", "))")
        Form {
            ForEach($tags, id: \.self) { $tag in
                TextField("Tag", text: $tag)
                    .onAppear { print("a tag field appeared") }
                    .onDisappear { print("a tag field disappeared") }
            }
        }
    }
}

:mount TagsView()
// expect: TagsView body: swift, ios
// expect: a tag field appeared
// expect: a tag field appeared
:type "y" into "Tag"
// expect: TagsView body: swifty, ios
// expect: a tag field disappeared
// expect: a tag field appeared
