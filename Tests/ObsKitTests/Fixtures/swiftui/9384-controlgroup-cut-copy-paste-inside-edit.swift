// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/controlgroup (a ControlGroup of Cut, Copy and Paste inside an Edit menu)
// ControlGroup is "A container view that displays semantically-related controls in a visually-appropriate manner for
// the context": inside a menu on iOS it shows its buttons as a compact row at the top. They stay buttons: choosing one
// runs its action and closes the menu, so the menu is opened again before the next choice.
import SwiftUI

struct EditMenu: View {
    @State private var clipboard = ""
    @State private var text = "Hello"

    var body: some View {
        VStack {
            Text(text)
            Menu("Edit") {
                ControlGroup {
                    Button("Cut") {
                        clipboard = text
                        text = ""
                        print("cut \(clipboard)")
                    }
                    Button("Copy") {
                        clipboard = text
                        print("copied \(clipboard)")
                    }
                    Button("Paste") {
                        text += clipboard
                        print("text is now \(text)")
                    }
                }
                Button("Select All") { print("selected \(text.count) characters") }
            }
        }
    }
}

:mount EditMenu()
:tap "Edit"
:tap "Copy"
// expect: copied Hello
:tap "Edit"
:tap "Paste"
// expect: text is now HelloHello
:tap "Edit"
:tap "Select All"
// expect: selected 10 characters
