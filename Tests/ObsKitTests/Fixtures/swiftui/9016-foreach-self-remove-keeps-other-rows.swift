// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (ForEach(_:id:content:) identifies each view by the key path's value, here the string itself with \.self: removing "green" removes only its row, and red and blue keep their state although blue's position changed)
import SwiftUI

struct TagChip: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name) \(taps)") {
            taps += 1
            print("\(name) tapped \(taps)")
        }
    }
}

struct TagCloud: View {
    @State private var tags = ["red", "green", "blue"]

    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                TagChip(name: tag)
            }
            Button("Drop green") { tags.removeAll { $0 == "green" } }
        }
    }
}

:mount TagCloud()
:tap "red 0"
:tap "blue 0"
:tap "blue 1"
:tap "green 0"
:tap "Drop green"
:tap "red 1"
:tap "blue 2"
// expect: red tapped 1
// expect: blue tapped 1
// expect: blue tapped 2
// expect: green tapped 1
// expect: red tapped 2
// expect: blue tapped 3
