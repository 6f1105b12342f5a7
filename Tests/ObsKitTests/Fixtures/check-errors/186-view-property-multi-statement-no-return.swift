// Check error: a computed 'some View' property with two statements and no 'return'
import SwiftUI

struct GreetingView: View {
    var name: String

    var greeting: some View {
        let text = "Welcome, \(name)!"
        Text(text).font(.title)
    }

    var body: some View {
        greeting
    }
}
// expect-error: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type
