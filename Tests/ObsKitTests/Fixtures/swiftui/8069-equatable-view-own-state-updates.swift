// SwiftUI from Apple's documentation: .equatable() skips the child when its value compares equal, but the child's own state still updates it
// Apple, EquatableView (https://developer.apple.com/documentation/swiftui/equatableview): "A view type that compares itself against
// its previous value and prevents its child updating if its new value is the same as its old value." Apple, View.equatable()
// (https://developer.apple.com/documentation/swiftui/view/equatable()). The comparison gates updates coming from the parent; a change
// of the child's own @State is not such an update (Apple, State: "SwiftUI updates the parts of the view hierarchy that depend on the
// value", https://developer.apple.com/documentation/swiftui/state).
import SwiftUI

struct Badge: View, Equatable {
    let id: Int
    let caption: String
    @State private var taps = 0

    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.id == rhs.id }

    var body: some View {
        let _ = print("Badge body: taps \(taps)")
        Button("Badge tapped \(taps)") { taps += 1 }
    }
}

struct Wall: View {
    @State private var caption = "one"

    var body: some View {
        let _ = print("Wall body: \(caption)")
        VStack {
            Button("Recaption") { caption = "two" }
            Badge(id: 1, caption: caption).equatable()
        }
    }
}

:mount Wall()
// expect: Wall body: one
// expect: Badge body: taps 0
:tap "Recaption"
// expect: Wall body: two
:tap "Badge tapped 0"
// expect: Badge body: taps 1
