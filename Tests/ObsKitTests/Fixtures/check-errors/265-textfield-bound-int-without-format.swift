// Check error: a TextField bound to an Int without a format
import SwiftUI

struct AgeForm: View {
    @State private var age = 18

    var body: some View {
        Form {
            TextField("Age", text: $age)
            Text("You are \(age)")
        }
    }
}

:mount AgeForm()
// expect-error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<String>'
