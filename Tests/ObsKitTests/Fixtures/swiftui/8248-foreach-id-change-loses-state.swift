// SwiftUI from Apple's documentation: when a data element's id changes, the ForEach view made from it loses its state
// Apple, ForEach init(_:id:content:) (https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)): "It's
// important that the id of a data element doesn't change, unless SwiftUI considers the data element to have been replaced
// with a new data element that has a new identity. If the id of a data element changes, then the content view generated
// from that data element will lose any current state and animations." Here the id is the key path \.name.
import SwiftUI

struct Tag {
    var name: String
}

struct TagRow: View {
    let tag: Tag
    @State private var uses = 0
    var body: some View {
        Button("Use \(tag.name)") {
            uses += 1
            print("\(tag.name) used \(uses)")
        }
    }
}

struct TagList: View {
    @State private var tags = [Tag(name: "cat"), Tag(name: "dog")]
    var body: some View {
        VStack {
            Button("Rename cat") { tags[0].name = "kitten" }
            ForEach(tags, id: \.name) { tag in
                TagRow(tag: tag)
            }
        }
    }
}

:mount TagList()
:tap "Use cat"
:tap "Use cat"
:tap "Use dog"
:tap "Rename cat"
:tap "Use kitten"
:tap "Use dog"
// expect: cat used 1
// expect: cat used 2
// expect: dog used 1
// expect: kitten used 1
// expect: dog used 2
