// SwiftUI from Apple's documentation: Picker over an array of Strings with ForEach(id: \.self)
// Source: developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:): "A ForEach automatically
// applies a default tag to each enumerated view using the id parameter of the corresponding element. If the
// element's id parameter and the picker's selection input have exactly the same type ... you can omit the
// explicit tag modifier." With id: \.self the id of each student is the String itself, the selection's type.
// (The student picker follows Hacking with Swift's Picker introduction, in our words.)
import SwiftUI

struct StudentPicker: View {
    let students = ["Harry", "Hermione", "Ron"]
    @State private var selectedStudent = "Harry"

    var body: some View {
        NavigationStack {
            Form {
                Picker("Select your student", selection: $selectedStudent) {
                    ForEach(students, id: \.self) {
                        Text($0)
                    }
                }
                Button("Who?") { print("You chose: \(selectedStudent)") }
            }
        }
    }
}

:mount StudentPicker()
:tap "Who?"
:pick "Ron" in "Select your student"
:tap "Who?"

// expect: You chose: Harry
// expect: You chose: Ron
