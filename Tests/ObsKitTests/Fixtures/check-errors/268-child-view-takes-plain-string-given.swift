// Check error: a child view that takes a plain String is given a binding
import SwiftUI

struct Greeting: View {
    let name: String

    var body: some View {
        Text("Hello, \(name)!")
    }
}

struct GreetingScreen: View {
    @State private var name = "Sam"

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Greeting(name: $name)
        }
    }
}

:mount GreetingScreen()
// expect-error: cannot convert value '$name' of type 'Binding<String>' to expected type 'String', use wrapped value instead
