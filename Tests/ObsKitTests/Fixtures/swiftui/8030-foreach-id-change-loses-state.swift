// SwiftUI from Apple's documentation: when an element's id changes, ForEach makes a new row and the old row's state is lost
// Apple, ForEach.init(_:content:) (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)): "It's important that the
// id of a data element doesn't change unless you replace the data element with a new data element that has a new identity. If the id
// of a data element changes, the content view generated from that data element loses any current state and animations." With
// `id: \.self`, renaming "Bob" to "Rob" changes the id: a new row appears with 0 stars, while Ann's row keeps its stars.
import SwiftUI

struct NameRow: View {
    let name: String
    @State private var stars = 0

    var body: some View {
        Button("\(name) \(stars)") {
            stars += 1
            print("\(name) has \(stars) stars")
        }
        .onAppear { print("\(name) appeared") }
    }
}

struct Names: View {
    @State private var names = ["Ann", "Bob"]

    var body: some View {
        VStack {
            Button("Rename Bob") { names[1] = "Rob" }
            ForEach(names, id: \.self) { name in
                NameRow(name: name)
            }
        }
    }
}

:mount Names()
// expect: Ann appeared
// expect: Bob appeared
:tap "Ann 0"
// expect: Ann has 1 stars
:tap "Bob 0"
// expect: Bob has 1 stars
:tap "Rename Bob"
// expect: Rob appeared
:tap "Rob 0"
// expect: Rob has 1 stars
:tap "Ann 1"
// expect: Ann has 2 stars
