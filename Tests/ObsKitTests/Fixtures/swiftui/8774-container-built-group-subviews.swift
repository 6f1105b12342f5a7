// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/group/init(subviews:transform:) (a container built with Group(subviews:) gets the resolved subviews of its @ViewBuilder content: a ForEach inside contributes one subview per element, and the collection follows the caller's state)
import SwiftUI

struct CardCounter<Content: View>: View {
    var content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack {
            Group(subviews: content) { subviews in
                Button("Count cards") { print("\(subviews.count) cards") }
                ForEach(subviews) { subview in
                    subview
                }
            }
        }
    }
}

struct DeckView: View {
    @State private var extras = ["Two"]

    var body: some View {
        VStack {
            CardCounter {
                Text("Ace")
                ForEach(extras, id: \.self) { name in
                    Text(name)
                }
                Text("King")
            }
            Button("Add card") { extras.append("Card \(extras.count + 2)") }
        }
    }
}

:mount DeckView()
:tap "Count cards"
:tap "Add card"
:tap "Add card"
:tap "Count cards"
// expect: 3 cards
// expect: 5 cards
