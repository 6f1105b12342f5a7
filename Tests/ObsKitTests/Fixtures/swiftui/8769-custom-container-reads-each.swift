// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/containervalues (a custom container reads each subview's container values through ForEach(subviews:); a value set on a view affects only that view, a subview without it reads the key's default, and a value set inside a VStack is dropped when it reaches that VStack)
// known-gap: error: 8769-custom-container-reads-each.swift:4:1: error: not supported yet: extensions of 'ContainerValues' (only types declared in the session can be extended)
import SwiftUI

extension ContainerValues {
    @Entry var pinLabel: String = "unlabeled"
    @Entry var isPinned: Bool = false
}

struct PinBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in
                let label = subview.containerValues.pinLabel
                let pinned = subview.containerValues.isPinned
                HStack {
                    subview
                    Button("Inspect \(label)") { print("\(label) pinned: \(pinned)") }
                }
            }
        }
    }
}

struct FridgeBoard: View {
    var body: some View {
        PinBoard {
            Text("Milk")
                .containerValue(\.pinLabel, "milk")
                .containerValue(\.isPinned, true)
            Text("Eggs")
                .containerValue(\.pinLabel, "eggs")
            VStack {
                Text("Bread")
                    .containerValue(\.isPinned, true)
            }
            .containerValue(\.pinLabel, "bread")
            Text("Jam")
        }
    }
}

:mount FridgeBoard()
:tap "Inspect milk"
:tap "Inspect eggs"
:tap "Inspect bread"
:tap "Inspect unlabeled"
// expect: milk pinned: true
// expect: eggs pinned: false
// expect: bread pinned: false
// expect: unlabeled pinned: false
