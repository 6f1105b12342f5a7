// Why @State wants a struct, or an @Observable class, as the iExpense project's first day of a "100 days" SwiftUI
// course shows it, own code: one view holds a user struct, a plain class and an @Observable class in @State, each
// edited by a TextField through `$state.firstName`.
// What SwiftUI does: typing into the struct's field stores a new struct value in @State: a change, the body runs
// (rules §3.4). Typing into the plain class's field changes the object in place, and the binding writes the same
// reference back: a class in @State that is not @Observable changes only when another reference is assigned (rules
// §3.7), so no body runs and the text on screen goes stale. The @Observable class's property was read by the body,
// so each keystroke runs it (rules §3.7, §8.3); that run also shows the plain object's new name. The @State
// initial values are made in the view's init, in declaration order (rules §3.1).
// Sources: rules §3.1, §3.4, §3.7, §8.3; https://developer.apple.com/documentation/swiftui/state
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

struct UserValue {
    var firstName = "Frodo"
}

class PlainUser {
    var firstName = "Bilbo"

    init() { print("PlainUser init") }
}

@Observable
class WatchedUser {
    var firstName = "Sam"

    init() { print("WatchedUser init") }
}

struct UserFormsView: View {
    @State private var valueUser = UserValue()
    @State private var plainUser = PlainUser()
    @State private var watchedUser = WatchedUser()

    var body: some View {
        let _ = print("UserFormsView body: struct \(valueUser.firstName), plain \(plainUser.firstName), watched \(watchedUser.firstName)")
        Form {
            Section("Struct") {
                Text("Hello, \(valueUser.firstName)")
                TextField("Struct name", text: $valueUser.firstName)
            }
            Section("Plain class") {
                Text("Hello, \(plainUser.firstName)")
                TextField("Plain name", text: $plainUser.firstName)
            }
            Section("Observable class") {
                Text("Hello, \(watchedUser.firstName)")
                TextField("Watched name", text: $watchedUser.firstName)
            }
        }
    }
}

:mount UserFormsView()
// expect: PlainUser init
// expect: WatchedUser init
// expect: UserFormsView body: struct Frodo, plain Bilbo, watched Sam
:type "s" into "Struct name"
// expect: UserFormsView body: struct Frodos, plain Bilbo, watched Sam
:type "s" into "Plain name"
:type "!" into "Watched name"
// expect: UserFormsView body: struct Frodos, plain Bilbos, watched Sam!
