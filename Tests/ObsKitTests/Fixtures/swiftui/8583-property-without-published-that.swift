// SwiftUI from Apple's documentation: ObservableObjectPublisher send() — https://developer.apple.com/documentation/combine/observableobjectpublisher/send() (a property without @Published that calls objectWillChange.send() in willSet notifies subscribers and the views observing the object)
import SwiftUI
import Combine

class UserAuthentication: ObservableObject {
    var username = "Taylor" {
        willSet {
            objectWillChange.send()
        }
    }
}

struct ContentView: View {
    @StateObject private var user = UserAuthentication()

    var body: some View {
        VStack {
            Text("Your username is: \(user.username)")
            Button("Rename") { user.username = "Jordan" }
        }
        .onChange(of: user.username) { oldValue, newValue in
            print("view saw \(oldValue) -> \(newValue)")
        }
    }
}

let auth = UserAuthentication()
var sends = 0
let watcher = auth.objectWillChange.sink { sends += 1 }
auth.username = "Sam"
auth.username = "Alex"
print("objectWillChange sent \(sends) times")

:mount ContentView()
:tap "Rename"
// expect: objectWillChange sent 2 times
// expect: view saw Taylor -> Jordan
