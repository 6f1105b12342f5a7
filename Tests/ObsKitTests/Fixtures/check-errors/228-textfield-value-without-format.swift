// Check error: TextField(value:) without a format or formatter
import SwiftUI

struct AgeForm: View {
    @State private var name = ""
    @State private var age = 18

    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Age", value: $age)
            Text("\(name) is \(age)")
        }
    }
}

:mount AgeForm()
// expect-error: missing argument for parameter 'formatter' in call
