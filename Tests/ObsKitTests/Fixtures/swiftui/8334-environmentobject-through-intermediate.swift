// SwiftUI from Apple's documentation: an environmentObject set on an ancestor is found by a descendant through views that don't declare it
// Apple, environmentObject(_:) (https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)): "Adding
// an object to a view's environment makes the object available to subviews in the view's hierarchy. To retrieve the
// object in a subview, use the EnvironmentObject property wrapper." Apple, EnvironmentObject: "A property wrapper type
// for an observable object that a parent or ancestor view supplies."
import SwiftUI

final class Account: ObservableObject {
    @Published var name = "Ada"
}

struct Leaf: View {
    @EnvironmentObject private var account: Account
    var body: some View {
        Button("Who") { print("account \(account.name)") }
    }
}

struct Middle: View {
    var body: some View {
        VStack {
            Text("middle")
            Leaf()
        }
    }
}

struct Root: View {
    @StateObject private var account = Account()
    var body: some View {
        Middle()
            .environmentObject(account)
    }
}

:mount Root()
:tap "Who"
// expect: account Ada
