// Swift with Majid style: a TextField bound to @State with onSubmit; the screen's body never reads the text (it only passes $name), so typing runs only the child that reads it through @Binding, and Return runs the screen once for the new greeting (rules §3.5, §9.3, §15.10, T3)
// corrected: after a keystroke the child's stored $name still carries the old text, so when the screen's body runs again the new $name (carrying the new text) differs and LiveEcho runs too (rules §2.5, ObsREPL's choice: two $state bindings are equal when the values they captured are)
import SwiftUI

struct LiveEcho: View {
    @Binding var text: String

    var body: some View {
        let _ = print("LiveEcho body: '\(text)'")
        Text("You typed \(text.count) characters")
    }
}

struct GreetingForm: View {
    @State private var name = ""
    @State private var greeting = "Nobody greeted yet"

    var body: some View {
        let _ = print("GreetingForm body: \(greeting)")
        VStack(alignment: .leading) {
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
                .onSubmit {
                    print("submitted \(name)")
                    greeting = "Hello, \(name)!"
                }
            LiveEcho(text: $name)
            Text(greeting)
        }
        .padding()
    }
}

:mount GreetingForm()
// expect: GreetingForm body: Nobody greeted yet
// expect: LiveEcho body: ''
:type "Ann" into "Your name"
// expect: LiveEcho body: 'A'
// expect: LiveEcho body: 'An'
// expect: LiveEcho body: 'Ann'
:submit "Your name"
// expect: submitted Ann
// expect: GreetingForm body: Hello, Ann!
// expect: LiveEcho body: 'Ann'
:clear "Your name"
// expect: LiveEcho body: ''
:submit "Your name"
// expect: submitted 
// expect: GreetingForm body: Hello, !
// expect: LiveEcho body: ''
