// SwiftUI from Hacking with Swift: https://www.hackingwithswift.com/books/ios-swiftui/why-state-only-works-with-structs (iExpense: a User class in @State; typing changes the object but the Text never updates, until the class is marked @Observable)
// Paul Hudson's iExpense chapter: `class User { var firstName = "Bilbo"; var lastName = "Baggins" }` kept in
// `@State private var user = User()`, shown in a Text and edited by two TextFields. He claims:
// - With a struct, every change makes a new value and @State re-renders. With a class, the TextFields
//   change the properties of the same object, @State sees no new value, and the Text doesn't update.
// - Adding @Observable to the class fixes it: SwiftUI watches the properties the body reads, and the Text
//   updates with each keystroke.
import SwiftUI

class User {
    var firstName = "Bilbo"
    var lastName = "Baggins"
}

struct ContentView: View {
    @State private var user = User()

    var body: some View {
        let _ = print("Your name is \(user.firstName) \(user.lastName).")
        VStack {
            Text("Your name is \(user.firstName) \(user.lastName).")

            TextField("First name", text: $user.firstName)
            TextField("Last name", text: $user.lastName)
            Button("Print name") {
                print("object holds \(user.firstName) \(user.lastName)")
            }
        }
    }
}

@Observable
class ObservableUser {
    var firstName = "Bilbo"
    var lastName = "Baggins"
}

struct ObservableContentView: View {
    @State private var user = ObservableUser()

    var body: some View {
        let _ = print("Your name is \(user.firstName) \(user.lastName).")
        VStack {
            Text("Your name is \(user.firstName) \(user.lastName).")

            TextField("First name", text: $user.firstName)
            TextField("Last name", text: $user.lastName)
        }
    }
}

:mount ContentView()
// expect: Your name is Bilbo Baggins.
:type "!" into "Last name"
:tap "Print name"
// expect: object holds Bilbo Baggins!
:mount ObservableContentView()
// expect: Your name is Bilbo Baggins.
:type "!?" into "Last name"
// expect: Your name is Bilbo Baggins!.
// expect: Your name is Bilbo Baggins!?.
