// SwiftUI from Apple's documentation: a @Binding passed down three levels writes back to the root's @State
// Apple, Binding (https://developer.apple.com/documentation/swiftui/binding): "A binding connects a property to a source
// of truth stored elsewhere, instead of storing data directly." State (https://developer.apple.com/documentation/swiftui/state):
// "When the value changes, SwiftUI updates the parts of the view hierarchy that depend on the value." Every level reads it.
import SwiftUI

struct Leaf: View {
    @Binding var count: Int
    var body: some View {
        let _ = print("Leaf body \(count)")
        Button("Plus") { count += 1 }
    }
}

struct Middle: View {
    @Binding var count: Int
    var body: some View {
        let _ = print("Middle body \(count)")
        Leaf(count: $count)
    }
}

struct Top: View {
    @State private var count = 0
    var body: some View {
        let _ = print("Top body \(count)")
        Middle(count: $count)
    }
}

:mount Top()
:tap "Plus"
// expect: Top body 0
// expect: Middle body 0
// expect: Leaf body 0
// expect: Top body 1
// expect: Middle body 1
// expect: Leaf body 1
