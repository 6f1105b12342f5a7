// Hacking with Swift style (welcome screen): focus a Bool @FocusState from onAppear, a greeting computed from the name, onSubmit on the field, onChange(of:) reporting the keyboard; Return takes the focus away (rules §15.10, §11.1, §10.1)
import SwiftUI

struct WelcomeView: View {
    @State private var name = ""
    @FocusState private var nameFocused: Bool

    var greeting: String {
        name.isEmpty ? "Hello, stranger" : "Hello, \(name)!"
    }

    var body: some View {
        let _ = print("welcome body: \(greeting)")
        VStack(spacing: 20) {
            Text(greeting)
                .font(.largeTitle)
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
                .focused($nameFocused)
                .onSubmit {
                    print("submitted \(name)")
                }
        }
        .padding()
        .onAppear {
            print("appeared, focusing")
            nameFocused = true
        }
        .onChange(of: nameFocused) { _, isFocused in
            print(isFocused ? "keyboard up" : "keyboard down")
        }
    }
}
:mount WelcomeView()
// expect: welcome body: Hello, stranger
// expect: appeared, focusing
// expect: welcome body: Hello, stranger
// expect: keyboard up
:type "Kim" into "Your name"
// expect: welcome body: Hello, K!
// expect: welcome body: Hello, Ki!
// expect: welcome body: Hello, Kim!
:submit "Your name"
// expect: submitted Kim
// expect: welcome body: Hello, Kim!
// expect: keyboard down
