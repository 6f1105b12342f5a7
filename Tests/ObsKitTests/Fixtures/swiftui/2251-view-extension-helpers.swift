// Helpers in `extension View` and `extension Text` (the standard way to name a custom modifier), used on the
// library's views and on a view of the script's own; a ViewModifier's body(content:) is a view builder, so a
// `let _ =` line in it is fine. Each custom modifier is a node of its own in the tree, holding its content.
// Source: https://developer.apple.com/documentation/swiftui/viewmodifier (the `extension View` helper
// calling `modifier(_:)`), https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
// (@ViewBuilder). Found by a corpus of everyday snippets written after issue 13.
import SwiftUI
struct Title: ViewModifier {
    func body(content: Content) -> some View {
        content.font(.largeTitle).foregroundStyle(.blue)
    }
}
extension View {
    func titleStyle() -> some View { modifier(Title()) }
    func framed(_ width: Int) -> some View { self.padding().border(.gray) }
}
extension Text {
    func shout() -> some View { self.bold() }
}
struct Card: View {
    var body: some View { Text("card").titleStyle() }
}
struct Home: View {
    var body: some View {
        VStack {
            Text("Hello").titleStyle()
            Card().framed(2)
            Text("hey").shout()
        }
    }
}
:mount Home()
:tree
// expect: Home#1
// expect:   VStack
// expect:     Title#2
// expect:       Text "Hello"  .font .foregroundStyle
// expect:     Card#3  .padding .border
// expect:       Title#4
// expect:         Text "card"  .font .foregroundStyle
// expect:     Text "hey"  .bold
