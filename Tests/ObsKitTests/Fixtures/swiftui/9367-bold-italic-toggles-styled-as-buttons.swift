// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/togglestyle/button (Bold and Italic toggles styled as buttons in a formatting bar)
// ToggleStyle.button: "A toggle style that displays as a button with its label as the title"; the button "indicates
// the on state" by its look, and tapping it still flips the bound value. So each tap writes the binding like a
// switch would: onChange(of:) sees every change, and a second tap turns the value back off.
import SwiftUI

struct FormatBar: View {
    @State private var isBold = false
    @State private var isItalic = false

    var body: some View {
        VStack {
            Text("The quick brown fox")
                .bold(isBold)
                .italic(isItalic)
            HStack {
                Toggle("Bold", isOn: $isBold)
                Toggle("Italic", isOn: $isItalic)
            }
            .toggleStyle(.button)
        }
        .onChange(of: isBold) { _, newValue in
            print("bold \(newValue ? "on" : "off")")
        }
        .onChange(of: isItalic) { _, newValue in
            print("italic \(newValue ? "on" : "off")")
        }
    }
}

:mount FormatBar()
:toggle "Bold"
// expect: bold on
:toggle "Italic"
// expect: italic on
:toggle "Bold"
// expect: bold off
