// Check error: TextField given the @State String itself instead of its binding ($name)
import SwiftUI

struct SignUpView: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Your name", text: name)
            Text("Hello, \(name)")
        }
    }
}
// expect-error: cannot convert value 'name' of type 'String' to expected type 'Binding<String>', use wrapper instead
